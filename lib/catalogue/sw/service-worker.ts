/// <reference lib="webworker" />
/**
 * The service worker (issue 5), built by `scripts/build/build-service-worker.ts` after `next build`
 * into public/service-worker.js and registered with scope / (components/layout/service-worker.tsx).
 *
 * - Precached: the offline page in every language, the logo and the app icons; nothing else, so a first
 *   visit on a phone does not download the whole site.
 * - Pages: network first, so a visitor online always gets the current deployment; offline, the copy of a
 *   page seen before, else the offline page in the page's language.
 * - Images: cache first, kept 30 days (at most 300). Next's hashed assets: cache first.
 * - Island texts (/api/texts/{lang}/{set}/: a deferred form's, the cookie settings'): network first, so
 *   that what was fetched online is there offline.
 * - Never: the owner portal, other route handlers, client-side navigation payloads, other origins and anything
 *   that is not GET (form posts and server actions): those go to the network as if there were no worker.
 * - A new deployment takes over at once (skipWaiting, clientsClaim), and outdated precaches are removed.
 *   Chromium can still leave it waiting: the page then asks it again (lib/catalogue/sw/take-over.ts).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { isImage, isIslandTexts, isNeverCached, isRscRequest, offlineLanguage } from './routes';
import { isSkipWaitingMessage } from './take-over';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** Enabled languages and the default one, from data/site.json (esbuild `define`). */
declare const __SITE_LANGUAGES__: string[];
declare const __DEFAULT_LANGUAGE__: string;

const DAY = 24 * 60 * 60;

/** Same-origin GET requests that are ours to cache (Serwist only routes GET). */
const cacheable = (url: URL, sameOrigin: boolean, request: Request) =>
  sameOrigin && !isNeverCached(url.pathname) && !isRscRequest(url, request.headers);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin, request }) => cacheable(url, sameOrigin, request) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => cacheable(url, sameOrigin, request) && isImage(url, request.destination),
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && isIslandTexts(url.pathname) && !isRscRequest(url, request.headers),
      handler: new NetworkFirst({
        cacheName: 'texts',
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) => cacheable(url, sameOrigin, request) && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 10,
        plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: __SITE_LANGUAGES__.map((lang) => ({
      url: `/offline/${lang}/`,
      matcher: ({ request }: { request: Request }) =>
        request.destination === 'document' &&
        offlineLanguage(new URL(request.url).pathname, __SITE_LANGUAGES__, __DEFAULT_LANGUAGE__) === lang,
    })),
  },
});

// Serwist listens for this message only without `skipWaiting: true`; a waiting worker needs it either way.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

serwist.addEventListeners();
