'use client';

import { useEffect } from 'react';
import { askWaitingWorkersToTakeOver } from '@/lib/catalogue/sw/take-over';
import { whenIdle } from '@/lib/platform/when-idle';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker (lib/catalogue/sw/service-worker.ts) with scope /, once the page has loaded and
 * the browser is idle (lib/platform/when-idle.ts), so it never competes with the page's own requests nor lengthens
 * its hydration. A problem (no worker file, wrong type, offline) is only
 * logged: the site works the same without it. A new deployment's worker that is left waiting is asked
 * to take over (lib/catalogue/sw/take-over.ts).
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
    let cancelIdle = () => {};
    const registerWhenIdle = () => {
      cancelIdle = whenIdle(register);
    };
    if (document.readyState === 'complete') registerWhenIdle();
    else window.addEventListener('load', registerWhenIdle, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', registerWhenIdle);
      cancelIdle();
      stopAsking();
    };
  }, []);
  return null;
}
