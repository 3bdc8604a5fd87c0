import { describe, expect, it, vi } from 'vitest';
import { MAX_FAVOURITES } from './ids';
import { STORAGE_KEY, createFavouritesStore, parseFavourites, serializeFavourites } from './browser-store';

function memoryStorage(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('parseFavourites / serializeFavourites', () => {
  it('round-trips a list', () => {
    expect(parseFavourites(serializeFavourites([4102, 4101]))).toEqual([4102, 4101]);
    expect(serializeFavourites([4101, 4101, 4102])).toBe('[4101,4102]');
  });

  it('survives corrupt or foreign values', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'not json',
      '{"a":1}',
      '"4101"',
      '42',
      'null',
      '[1,',
      '[{"id":1}]',
      '["4101"]',
      '[-1,0,1.5,1e12]',
    ])
      expect(parseFavourites(raw), String(raw)).toEqual([]);
    expect(parseFavourites('[4101,"x",null,4101,4102]')).toEqual([4101, 4102]);
  });

  it(`bounds the list to ${MAX_FAVOURITES}`, () => {
    const raw = JSON.stringify(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(parseFavourites(raw)).toHaveLength(MAX_FAVOURITES);
  });
});

describe('createFavouritesStore', () => {
  it('toggles newest first and writes to storage', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(() => storage, null);
    expect(store.toggle(4101)).toBe(true);
    expect(store.toggle(4102)).toBe(true);
    expect(store.getSnapshot()).toEqual([4102, 4101]);
    expect(storage.map.get(STORAGE_KEY)).toBe('[4102,4101]');
    expect(store.toggle(4102)).toBe(false);
    expect(store.getSnapshot()).toEqual([4101]);
  });

  it('keeps the same snapshot while nothing changes (useSyncExternalStore needs that)', () => {
    const store = createFavouritesStore(() => memoryStorage('[1,2]'), null);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it('starts over from corrupt storage instead of failing', () => {
    const storage = memoryStorage('{broken');
    const store = createFavouritesStore(() => storage, null);
    expect(store.getSnapshot()).toEqual([]);
    store.toggle(7);
    expect(storage.map.get(STORAGE_KEY)).toBe('[7]');
  });

  it('works in memory when storage is unavailable or full', () => {
    const blocked = createFavouritesStore(() => {
      throw new DOMException('denied', 'SecurityError');
    }, null);
    expect(blocked.getSnapshot()).toEqual([]);
    expect(blocked.toggle(5)).toBe(true);
    expect(blocked.getSnapshot()).toEqual([5]);

    const full = createFavouritesStore(
      () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
      null,
    );
    full.toggle(6);
    expect(full.getSnapshot()).toEqual([6]);
  });

  it('notifies subscribers of changes here and in other tabs', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createFavouritesStore(() => storage, events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle(1);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab writes, then fires 'storage' here.
    storage.map.set(STORAGE_KEY, '[1,2]');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toEqual([1, 2]);

    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes several IDs at once and leaves storage alone when none match', () => {
    const storage = memoryStorage('[1,2,3]');
    const store = createFavouritesStore(() => storage, null);
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove([9]);
    expect(listener).not.toHaveBeenCalled();
    store.remove([1, 3]);
    expect(store.getSnapshot()).toEqual([2]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('with `later`, reads storage and listens to other tabs only once its task runs, then tells the subscribers', () => {
    const storage = memoryStorage('[1,2]');
    const getItem = vi.spyOn(storage, 'getItem');
    const events = new EventTarget();
    const addListener = vi.spyOn(events, 'addEventListener');
    const tasks: (() => void)[] = [];
    const store = createFavouritesStore(
      () => storage,
      events,
      (task) => void tasks.push(task),
    );
    const listener = vi.fn();
    store.subscribe(listener);
    store.subscribe(vi.fn());
    // Until then, the list of the server's render and of hydration, and nothing touched.
    expect(store.getSnapshot()).toEqual([]);
    expect(getItem).not.toHaveBeenCalled();
    expect(addListener).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    tasks[0]!();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([1, 2]);
    expect(addListener).toHaveBeenCalledTimes(1);
    storage.map.set(STORAGE_KEY, '[3]');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEY }));
    expect(store.getSnapshot()).toEqual([3]);
  });

  it("with `later`, the visitor's own change reads storage at once and keeps what was stored", () => {
    const storage = memoryStorage('[1]');
    const tasks: (() => void)[] = [];
    const store = createFavouritesStore(
      () => storage,
      new EventTarget(),
      (task) => void tasks.push(task),
    );
    store.subscribe(vi.fn());
    expect(store.toggle(2)).toBe(true);
    expect(store.getSnapshot()).toEqual([2, 1]);
    expect(storage.map.get(STORAGE_KEY)).toBe('[2,1]');
    tasks[0]!();
    expect(store.getSnapshot()).toEqual([2, 1]);
  });
});
