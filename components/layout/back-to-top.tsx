'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SCROLL } from '@/lib/platform/breakpoints';
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

/**
 * What the button must never cover: a form's fields and the cost panel's amounts, which on a phone run to
 * the screen's right edge, where the button sits.
 */
const KEEP_CLEAR = 'form, .cost-panel';

/** Whether one of KEEP_CLEAR's elements passes under the button (its box, with a little room around it). */
function coversContent(button: HTMLElement): boolean {
  const spot = button.getBoundingClientRect();
  const room = 8;
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    const box = element.getBoundingClientRect();
    if (box.right > spot.left - room && box.left < spot.right + room && box.bottom > spot.top - room && box.top < spot.bottom + room)
      return true;
  }
  return false;
}

/**
 * The arrow comes rendered from the server (site-shell.tsx), so the icon set stays out of the page's JavaScript.
 * It steps aside while a form or the cost panel passes under it: the visitor is reading or typing there.
 */
export function BackToTop({ icon }: { icon: ReactNode }) {
  const t = useTranslations('Layout');
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useThrottledScroll(
    useCallback(
      (scrollY: number) => setVisible(scrollY >= SCROLL.backToTopVisible && !(button.current && coversContent(button.current))),
      [],
    ),
  );
  return (
    <button
      ref={button}
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
