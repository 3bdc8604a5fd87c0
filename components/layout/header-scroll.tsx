'use client';

import { useCallback, useRef, type ReactNode } from 'react';
import { SCROLL } from '@/lib/platform/breakpoints';
import { useThrottledScroll } from './use-throttled-scroll';

/**
 * The header is fixed and transparent at the top of the page; past 30 px it gets its background
 * and the logo shrinks (CSS, driven by data-scrolled). Only an attribute changes, so nothing shifts.
 */
export function HeaderScroll({ children, hideUntilScroll }: { children: ReactNode; hideUntilScroll: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useThrottledScroll(
    useCallback((scrollY: number) => {
      if (ref.current) ref.current.dataset.scrolled = String(scrollY > SCROLL.headerShrink);
    }, []),
  );
  return (
    <header ref={ref} className="site-header" data-scrolled="false" data-hide-until-scroll={hideUntilScroll || undefined}>
      {children}
    </header>
  );
}
