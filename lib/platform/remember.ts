/**
 * One instance per process for the expensive singletons (the data store, the search indexes, soon
 * the database client). Held on globalThis under a registered symbol: Next bundles the proxy, route
 * handlers, pages and instrumentation separately, and a module-level variable would give each bundle
 * (and, in development, each hot reload) its own copy.
 */
export function remember<T>(name: string, create: () => T): T {
  const key = Symbol.for(`vitrine.${name}`);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/** Drops a remembered instance, so the next `remember` creates it anew (tests, a reload of the data). */
export function forget(name: string): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`vitrine.${name}`)];
}

/**
 * `remember` for work that may fail for a while (opening the database, setting up on it): a promise
 * that rejects is not kept, so the next call tries again instead of failing until a restart.
 */
export function rememberUnlessRejected<T>(name: string, create: () => Promise<T>): Promise<T> {
  return remember(name, () =>
    create().catch((error: unknown) => {
      forget(name);
      throw error;
    }),
  );
}

/**
 * A value built once from `owner` and kept as long as it is (the route table or listing index of a data
 * store): rooms built on the store keep their indexes here rather than on the store itself.
 */
export function derive<T>(owner: object, name: string, build: () => T): T {
  const all = remember('derived', () => new WeakMap<object, Map<string, unknown>>());
  let values = all.get(owner);
  if (!values) all.set(owner, (values = new Map()));
  if (!values.has(name)) values.set(name, build());
  return values.get(name) as T;
}
