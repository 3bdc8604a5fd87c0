import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyComponent<P extends object> {
  /** React's `lazy` of it: renders at once once loaded, suspends before. */
  Lazy: LazyExoticComponent<ComponentType<P>>;
  /** Loads it (once; again after a failure). */
  load: () => Promise<ComponentType<P>>;
  /** The component, once loaded. */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * A component in a chunk of its own. On the server it is loaded when this module is, so the server's
 * render never waits for it: React's `lazy` resolves a thenable that calls back at once without
 * suspending, where a promise, even a settled one, makes it suspend once (and a Suspense boundary then
 * streams its content late, with React's script to move it into place: about 1 kB more HTML a page).
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  if (typeof window === 'undefined') void load();
  const Lazy = lazy(() => {
    if (!component) return load().then((loaded) => ({ default: loaded }));
    const resolved = { default: component };
    // Synchronous: React reads the module before the render goes on.
    return { then: (onFulfilled: (value: typeof resolved) => unknown) => void onFulfilled(resolved) } as unknown as Promise<typeof resolved>;
  });
  return { Lazy, load, loaded: () => component };
}
