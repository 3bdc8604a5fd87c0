/**
 * The visitor's favourites, kept in this browser only (localStorage, no account). An external
 * store for React's useSyncExternalStore: one snapshot per stored value, so components re-render
 * only when the list changes, and the 'storage' event keeps other tabs in step.
 */
import { whenIdle } from '@/lib/platform/when-idle';
import { MAX_FAVOURITES, normalizeIds } from './ids';

export const STORAGE_KEY = 'vitrine:favourites';

const EMPTY: readonly number[] = Object.freeze([]);

/** The stored list; anything unreadable (old format, hand-edited, truncated) counts as none. */
export function parseFavourites(raw: string | null | undefined): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? normalizeIds(value) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function serializeFavourites(ids: readonly number[]): string {
  return JSON.stringify(normalizeIds(ids));
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface FavouritesStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly number[];
  getServerSnapshot(): readonly number[];
  /** Adds (newest first) or removes an ID; returns whether it is now a favourite. */
  toggle(id: number): boolean;
  remove(ids: readonly number[]): void;
}

/**
 * `storage` may be missing or throw (private mode, blocked cookies, full quota): the list then lives
 * in memory for this page view, and the site keeps working.
 *
 * `later` (the browser's store: lib/platform/when-idle.ts) puts off reading storage and listening to other tabs
 * until it runs its task, which the first subscriber asks for: until then the list is empty, as while
 * hydrating, then the stored one. A first read of localStorage and a first 'storage' listener cost
 * several milliseconds in a fresh browser, in the task where React runs the effects of the page's
 * hydration (issue 40). The visitor's own change (toggle, remove) reads at once.
 */
export function createFavouritesStore(
  storage: () => StorageLike | null,
  events: EventSource | null,
  later?: (task: () => void) => void,
): FavouritesStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let storageFailed = false;
  let cachedRaw: string | null | undefined;
  let cached = EMPTY;
  // Whether storage is read (and other tabs listened to, while someone subscribes); asked for once.
  let started = !later;
  let asked = false;

  const start = () => {
    if (started) return;
    started = true;
    if (listeners.size > 0) events?.addEventListener('storage', onStorage);
  };

  const read = (): string | null => {
    if (!started) return null;
    if (!storageFailed) {
      try {
        const store = storage();
        if (store) return store.getItem(STORAGE_KEY);
      } catch {
        storageFailed = true;
      }
    }
    return memory;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const write = (ids: readonly number[]) => {
    memory = serializeFavourites(ids);
    if (!storageFailed) {
      try {
        storage()?.setItem(STORAGE_KEY, memory);
      } catch {
        storageFailed = true;
      }
    }
    notify();
  };

  // Another tab changed the list (or cleared storage: key null).
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === STORAGE_KEY || key === null) notify();
  };

  const getSnapshot = () => {
    const raw = read();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseFavourites(raw);
    }
    return cached;
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0 && started) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      if (!started && !asked && later) {
        asked = true;
        later(() => {
          start();
          notify();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && started) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    toggle(id) {
      start();
      const current = getSnapshot();
      const saved = !current.includes(id);
      write(saved ? [id, ...current].slice(0, MAX_FAVOURITES) : current.filter((other) => other !== id));
      return saved;
    },
    remove(ids) {
      start();
      const current = getSnapshot();
      const next = current.filter((id) => !ids.includes(id));
      if (next.length !== current.length) write(next);
    },
  };
}

const isBrowser = typeof window !== 'undefined';

/** The browser's store; on the server it is empty and never written. */
export const favouritesStore = createFavouritesStore(
  () => (isBrowser ? window.localStorage : null),
  isBrowser ? window : null,
  isBrowser ? whenIdle : undefined,
);
