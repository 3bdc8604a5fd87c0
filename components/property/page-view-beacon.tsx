'use client';

import { useEffect } from 'react';
import { PREVIEW_PATH } from '@/lib/visitor/consent/consent';
import { whenIdle } from '@/lib/platform/when-idle';

/**
 * Counts this page view for the owner's statistics (app/api/page-view): one beacon with the property's
 * ID, no cookie, no identifier, sent once the browser is idle (or as the visitor leaves the page, if
 * sooner).
 * A page prerendered ahead of time sends only once it is shown; the agency's previews send nothing.
 */
export function PageViewBeacon({ id }: { id: number }) {
  useEffect(() => {
    if (PREVIEW_PATH.test(window.location.pathname) || typeof navigator.sendBeacon !== 'function') return;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      navigator.sendBeacon('/api/page-view/', String(id));
    };
    // When the browser is idle, not in the task that hydrates the page.
    let cancelIdle = () => {};
    const sendWhenIdle = () => {
      cancelIdle = whenIdle(send, 500);
    };
    const page = document as Document & { prerendering?: boolean };
    if (page.prerendering) document.addEventListener('prerenderingchange', sendWhenIdle, { once: true });
    else sendWhenIdle();
    // Leaving before then (the tab closed, another page opened in the site) sends at once: the view happened.
    const sendNow = () => {
      if (page.prerendering) return;
      cancelIdle();
      send();
    };
    window.addEventListener('pagehide', sendNow);
    return () => {
      document.removeEventListener('prerenderingchange', sendWhenIdle);
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, [id]);
  return null;
}
