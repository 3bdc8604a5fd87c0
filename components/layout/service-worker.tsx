'use client';

import { useEffect } from 'react';
import { askWaitingWorkersToTakeOver } from '@/lib/sw/take-over';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker (lib/sw/service-worker.ts) with scope /, once the page has loaded so it
 * never competes with the page's own requests. A problem (no worker file, wrong type, offline) is only
 * logged: the site works the same without it. A new deployment's worker that is left waiting is asked
 * to take over (lib/sw/take-over.ts).
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stopped = false;
    let stopAsking = () => {};
    const register = () =>
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
        (registration) => {
          if (!stopped) stopAsking = askWaitingWorkersToTakeOver(registration);
        },
        (error: unknown) => console.warn('Service worker not registered:', error),
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', register);
      stopAsking();
    };
  }, []);
  return null;
}
