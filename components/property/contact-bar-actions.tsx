'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { islandLive } from '@/components/ui/island-live';

/** How long the share confirmation stays on screen (it is announced at once). */
const STATUS_MS = 5000;

/**
 * A jump to a form further down the page. A folded form (a <details>) opens first, so the jump lands
 * on its fields. A form whose code loads when the visitor comes near it (a deferred island) is made live
 * first, so the jump lands on the form that stays, not on its server HTML about to be replaced (a screen
 * reader would lose its place). Without JavaScript the browser follows `href`: the fragment itself, or
 * for a folded form the page with that form open (`?form=`, lib/catalogue/property/folds.ts), whose fields a fold
 * does not hold without JavaScript. Focus follows the jump, onto the form's heading.
 */
export function FormLink({
  target,
  href = `#${target}`,
  className,
  children,
}: {
  target: string;
  href?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        // The form is on this page: jump to it here, as the plain fragment would.
        event.preventDefault();
        void islandLive(element).then(() => {
          const form = document.getElementById(target) ?? element;
          const fold = form.closest('details');
          if (fold && !fold.open) fold.open = true;
          if (window.location.hash === `#${target}`) form.scrollIntoView();
          else window.location.hash = target;
          // Focus follows, so that a keyboard or a screen reader carries on in the form, not at the top of
          // the page: on the target itself (the form's heading), which stays while the fields it heads are
          // built and rebuilt (a fold builds them when it opens, the visit form's times come later). The
          // next Tab is the first field.
          if (!form.hasAttribute('tabindex')) form.setAttribute('tabindex', '-1');
          form.focus({ preventScroll: true });
        });
      }}
    >
      {children}
    </a>
  );
}

/**
 * Shares the page: the system's share sheet where the browser has the Web Share API, else the link
 * copied to the clipboard, confirmed in a live region. Needs JavaScript: CSS hides it without.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useTranslations('ContactBar');
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string) => {
    setStatus(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  };

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(t('copied'));
    } catch {
      say(t('copyFailed', { url }));
    }
  };

  return (
    <>
      <button type="button" className="contact-bar__item contact-bar__share" onClick={share}>
        <Icon name="share" size={22} />
        <span>{t('share')}</span>
      </button>
      <p className="contact-bar__status" role="status">
        {status}
      </p>
    </>
  );
}
