'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { idsSearch, sameIds } from '@/lib/visitor/favourites/ids';
import { favouritesStore } from '@/lib/visitor/favourites/browser-store';
import { useFavourites, useHydrated } from './use-favourites';

/**
 * Position of the heart pressed on this page, so the focus can move to its neighbour once its card
 * is gone. Module state, not a ref: the new search params may remount the page's components.
 */
let pendingFocus: number | null = null;

interface Props {
  /** The favourites page's own path, without a query. */
  path: string;
  /** The IDs the URL asked for (valid syntax, before checking they exist). */
  requested: number[];
  /** Requested IDs that are no longer in the catalogue. */
  missing: number[];
  /** The list of cards, and the status line that takes the focus when the list is gone. */
  listId: string;
  statusId: string;
}

/**
 * Keeps the server-rendered favourites page and this browser's list in step through the URL
 * (`?ids=`), so the page stays a server page that can be shared: without IDs in the URL it loads
 * the stored ones; while it shows the visitor's own list, a change (a heart here or in another
 * tab) re-renders it. A list someone else shared is left as it is.
 */
export function FavouritesSync({ path, requested, missing, listId, statusId }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const favourites = useFavourites();
  const last = useRef<readonly number[] | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const previous = last.current;
    last.current = favourites;
    const own = sameIds(requested, previous ?? favourites);
    // Properties that left the catalogue leave the visitor's list too (and the header count).
    if (own && missing.length) favouritesStore.remove(missing);
    const follow = previous === null ? requested.length === 0 && favourites.length > 0 : own && !sameIds(requested, favourites);
    if (!follow) return;
    const hearts = [...document.querySelectorAll(`#${listId} .favourite-button`)];
    const pressed = hearts.indexOf(document.activeElement as Element);
    pendingFocus = pressed >= 0 ? pressed : null;
    router.replace(`${path}${idsSearch(favourites)}`, { scroll: false });
  }, [hydrated, favourites, requested, missing, path, listId, router]);

  useEffect(() => {
    const index = pendingFocus;
    if (index === null) return;
    pendingFocus = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const hearts = document.querySelectorAll<HTMLElement>(`#${listId} .favourite-button`);
    (hearts[Math.min(index, hearts.length - 1)] ?? document.getElementById(statusId))?.focus();
  }, [requested, listId, statusId]);

  return null;
}
