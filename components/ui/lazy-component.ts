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
 * A component in a chunk of its own (components/ui/deferred-island.tsx). On the server its chunk starts
 * loading when this module is evaluated, and once in, React's `lazy` takes it at once: a thenable that
 * calls back at once does not suspend, where a promise, even a settled one, suspends once. A render
 * before it is in suspends; give it no Suspense boundary of its own (the server's shell then waits for
 * it, as for next/dynamic): a boundary would be streamed late, its content hidden until React's script
 * moves it into place, so never shown without JavaScript (decision 0038).
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
    return { then: (onFulfilled: (value: typeof resolved) => unknown) => void onFulfilled(resolved) } as unknown as Promise<
      typeof resolved
    >;
  });
  return { Lazy, load, loaded: () => component };
}
