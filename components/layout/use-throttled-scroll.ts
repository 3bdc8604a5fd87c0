'use client';

import { useEffect } from 'react';
import { SCROLL } from '@/lib/platform/breakpoints';
import { throttle } from '@/components/layout/throttle';

/** Calls `onScroll` now and on scroll, at most every 100 ms (docs/product.md section 9), with the scroll offset. */
export function useThrottledScroll(onScroll: (scrollY: number) => void) {
  useEffect(() => {
    const update = () => onScroll(window.scrollY);
    const throttled = throttle(update, SCROLL.throttleMs);
    update();
    window.addEventListener('scroll', throttled, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled);
      throttled.cancel();
    };
  }, [onScroll]);
}
