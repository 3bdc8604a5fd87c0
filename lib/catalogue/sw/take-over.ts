/**
 * Makes a new deployment's service worker take over (issue 5), when Chromium leaves it waiting.
 *
 * The worker calls skipWaiting() as soon as it starts, and usually activates within milliseconds of
 * installing. But Chromium activates it only once the old worker has no work; when the old worker was
 * busy or restarting at that moment (a page's requests right after load), Chromium sets no hurry on it
 * and the new worker stays `installed` behind it: until the old worker idles out, about 30 s later, or
 * for five minutes when DevTools is attached. Seen in CI, and in about half of the redeploys the e2e
 * stress probe made right after a page load.
 *
 * A skipWaiting() call while the worker waits makes Chromium check again and, finding the old worker
 * running, stop it as soon as it is idle; the new worker then activates in about 0.2 s. Only the first
 * such call counts in Chromium (later ones wait on it), so the page does not ask at once, in the same
 * busy moment, but a second after the worker started waiting, and only if it still waits.
 *
 * Shared by the worker (lib/catalogue/sw/service-worker.ts) and the page (components/layout/service-worker.tsx).
 */

/** The message a page sends a waiting worker; the shape Serwist and Workbox use too. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
}

/**
 * The pauses (ms) before each ask, from the moment the worker is found waiting. The later asks are for
 * browsers that take every call; in Chromium they do no harm.
 */
export const ASK_AFTER_MS = [1_000, 2_000, 7_000, 20_000] as const;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * Asks every worker of `registration` that is, or becomes, waiting to skip waiting, after each pause of
 * ASK_AFTER_MS while it is still the waiting one. Returns a function that stops asking and listening.
 */
export function askWaitingWorkersToTakeOver(registration: ServiceWorkerRegistration, timers: Timers = globalThis): () => void {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const installing = new Set<ServiceWorker>();

  const askLater = (worker: ServiceWorker, attempt = 0) => {
    const pause = ASK_AFTER_MS[attempt];
    if (pause === undefined) return;
    const timer = timers.setTimeout(() => {
      pending.delete(timer);
      if (registration.waiting !== worker) return;
      worker.postMessage(SKIP_WAITING_MESSAGE);
      askLater(worker, attempt + 1);
    }, pause);
    pending.add(timer);
  };

  const onStateChange = (event: Event) => {
    const worker = event.target as ServiceWorker;
    if (worker.state === 'installing') return;
    worker.removeEventListener('statechange', onStateChange);
    installing.delete(worker);
    if (worker.state === 'installed') askLater(worker);
  };

  const watch = (worker: ServiceWorker | null) => {
    if (!worker || installing.has(worker)) return;
    installing.add(worker);
    worker.addEventListener('statechange', onStateChange);
  };

  const onUpdateFound = () => watch(registration.installing);

  if (registration.waiting) askLater(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', onUpdateFound);

  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    for (const worker of installing) worker.removeEventListener('statechange', onStateChange);
    installing.clear();
    for (const timer of pending) timers.clearTimeout(timer);
    pending.clear();
  };
}
