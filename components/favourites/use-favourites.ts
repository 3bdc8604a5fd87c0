'use client';

import { useSyncExternalStore } from 'react';
import { favouritesStore } from '@/lib/visitor/favourites/browser-store';

/** The favourite IDs; empty during server rendering and hydration, then this browser's list. */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot);
}

const subscribeNever = () => () => {};

/** False while hydrating, true once the browser's own state can be shown. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
