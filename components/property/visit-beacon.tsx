'use client';

import { useEffect } from 'react';
import { PREVIEW_PATH } from '@/lib/consent/consent';

/**
 * Counts this page view for the owner's statistics (app/api/visit): one beacon with the property's
 * ID, no cookie, no identifier. A page prerendered ahead of time sends only once it is shown; the
 * agency's previews send nothing.
 */
export function VisitBeacon({ id }: { id: number }) {
  useEffect(() => {
    if (PREVIEW_PATH.test(window.location.pathname) || typeof navigator.sendBeacon !== 'function') return;
    const send = () => void navigator.sendBeacon('/api/visit/', String(id));
    const page = document as Document & { prerendering?: boolean };
    if (!page.prerendering) return send();
    document.addEventListener('prerenderingchange', send, { once: true });
    return () => document.removeEventListener('prerenderingchange', send);
  }, [id]);
  return null;
}
