/**
 * Runs `task` in a task of its own once the browser has nothing else to do (requestIdleCallback), at the
 * latest after `timeout` ms; where idle callbacks are missing (Safari), after a zero timeout. Returns a
 * cancel.
 *
 * For what a page does once it runs and no visitor waits for (registering the service worker, counting
 * the view, reading the favourites): done in the effects of the page's hydration, it lengthened the one
 * task React runs them all in, which phones feel as a blocked first tap and Lighthouse counts as total
 * blocking time (issue 40).
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
