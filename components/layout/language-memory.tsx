'use client';

import { useEffect } from 'react';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/lib/catalogue/routing/language-cookie';
import { whenIdle } from '@/lib/platform/when-idle';

/**
 * Remembers the language of the page the visitor reads, for their next unprefixed visit (`/` → `/fr/`):
 * in the cookie the proxy reads, and in localStorage for the offline page. Done here, in the browser,
 * because public pages come from a shared cache and a cacheable response never sets a cookie
 * (lib/catalogue/routing/cache-policy.ts).
 */
export function LanguageMemory({ lang }: { lang: string }) {
  // When the browser is idle (lib/platform/when-idle.ts): a first write to localStorage costs milliseconds in a
  // fresh browser, which the task hydrating the page need not carry.
  useEffect(
    () =>
      whenIdle(() => {
        if (!document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${lang}`))
          document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
        try {
          localStorage.setItem('lang', lang);
        } catch {
          // Storage can be unavailable (private mode, disabled); the cookie still works.
        }
      }),
    [lang],
  );
  return null;
}
