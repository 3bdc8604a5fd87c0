'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useCallback, useState, type ReactNode } from 'react';
import { SCROLL } from '@/lib/breakpoints';
import { useThrottledScroll } from './use-throttled-scroll';

/** Ease-in-out scroll to the top over about 500 ms, in 15 ms steps (docs/product.md section 9). */
function scrollToTop() {
  const start = window.scrollY;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = () => {
    const t = Math.min(1, (performance.now() - began) / SCROLL.smoothScrollMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) setTimeout(step, SCROLL.animationStepMs);
  };
  step();
}

/** The arrow comes rendered from the server (site-shell.tsx), so the icon set stays out of the page's JavaScript. */
export function BackToTop({ icon }: { icon: ReactNode }) {
  const t = useTranslations('Layout');
  const [visible, setVisible] = useState(false);
  useThrottledScroll(useCallback((scrollY: number) => setVisible(scrollY >= SCROLL.backToTopVisible), []));
  return (
    <button
      type="button"
      className="back-to-top"
      data-visible={visible}
      aria-label={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        scrollToTop();
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
    >
      {icon}
    </button>
  );
}
