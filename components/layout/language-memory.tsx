'use client';

import { useEffect } from 'react';

/** Keeps the visitor's language in localStorage too (the proxy keeps it in a cookie). */
export function LanguageMemory({ lang }: { lang: string }) {
  useEffect(() => {
    try {
      localStorage.setItem('lang', lang);
    } catch {
      // Storage can be unavailable (private mode, disabled); the cookie still works.
    }
  }, [lang]);
  return null;
}
