'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { SCROLL } from '@/lib/breakpoints';
import { throttle } from '@/lib/throttle';

/**
 * The header is fixed and transparent at the top of the page; past 30 px it gets its background
 * and the logo shrinks (CSS, driven by data-scrolled). Only an attribute changes, so nothing shifts.
 */
export function HeaderScroll({ children, hideUntilScroll }: { children: ReactNode; hideUntilScroll: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > SCROLL.headerShrink);
    };
    const onScroll = throttle(update, SCROLL.throttleMs);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  return (
    <header ref={ref} className="site-header" data-scrolled="false" data-hide-until-scroll={hideUntilScroll || undefined}>
      {children}
    </header>
  );
}
