/**
 * Waiting for a deferred island (deferred-island.tsx) to be live, in a module of its own: Turbopack keeps
 * every export of a module it bundles, and the deferred island is on every page (the footer's newsletter
 * form), where nothing jumps into an island.
 */
import { LIVE_EVENT, WAKE_REQUEST } from './deferred-island';

/**
 * Resolves once the island around or in `element` (if any) is live: at once when there is none or it is, else
 * when its component has rendered, which this asks for now, or after `timeout` ms (its code did not
 * come). For a jump to a part of an island (the contact bar's to a form): made after the swap, it lands
 * on the elements that stay, not on the server's HTML about to be replaced. Find the element again
 * afterwards: the island's render replaced it.
 */
export function islandLive(element: Element, timeout = 3000): Promise<void> {
  const waiting = '.island[data-island="html"]';
  const island = element.closest<HTMLElement>(waiting) ?? element.querySelector<HTMLElement>(waiting);
  if (!island) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (event?: Event) => {
      // Another island's render, or this one's HTML still in place: not yet.
      if (event && island.isConnected) return;
      clearTimeout(timer);
      document.removeEventListener(LIVE_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, timeout);
    document.addEventListener(LIVE_EVENT, done);
    island.dispatchEvent(new Event(WAKE_REQUEST));
  });
}
