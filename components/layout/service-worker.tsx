'use client';

import { useEffect } from 'react';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker (lib/sw/service-worker.ts) with scope /, once the page has loaded so it
 * never competes with the page's own requests. A problem (no worker file, wrong type, offline) is only
 * logged: the site works the same without it.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () =>
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker not registered:', error);
      });
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
