'use client';

import { useCallback, useRef, useState } from 'react';

const ENDPOINT = '/api/places/';
/** Suggestions shown at once: the browser's list stays short on a phone. */
const LIMIT = 8;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Names of municipalities for a field that takes several, separated by commas (the demand register's
 * "other places"), as a <datalist>: each suggestion is what the field would read with the name being
 * typed completed ("Gent, Ber" offers "Gent, Bertem"). The names come from /api/places/ on the first
 * focus, not with the page. Without JavaScript the field is a plain text field the server reads.
 */
export function usePlaceSuggestions(listId: string) {
  const [options, setOptions] = useState<string[]>([]);
  const names = useRef<string[] | null>(null);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (names.current || loading.current) return;
    loading.current = true;
    fetch(`${ENDPOINT}?${new URLSearchParams({ lang: document.documentElement.lang || 'nl' })}`)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : Promise.reject(new Error(String(response.status)))))
      .then((list) => {
        names.current = list;
      })
      // Offline or refused: the field still takes what is typed.
      .catch(() => {})
      .finally(() => {
        loading.current = false;
      });
  }, []);
  const update = useCallback((value: string) => {
    const cut = value.lastIndexOf(',') + 1;
    const typed = value.slice(cut).trimStart();
    const head = value.slice(0, value.length - typed.length);
    const start = fold(typed.trim());
    if (start.length < 2 || !names.current || /^\d/.test(start)) return setOptions([]);
    setOptions(
      names.current
        .filter((name) => fold(name).startsWith(start) && fold(name) !== start)
        .slice(0, LIMIT)
        .map((name) => `${head}${name}`),
    );
  }, []);
  const datalist = (
    <datalist id={listId}>
      {options.map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
  return { list: listId, onFocus: load, onInput: update, datalist };
}
