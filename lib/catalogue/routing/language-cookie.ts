/**
 * The visitor's language for unprefixed URLs (`/` → `/fr/`): set by the page in the browser on public
 * pages (components/layout/language-memory.tsx), since a cacheable response never carries a cookie, and
 * by the proxy on private ones (the owner area). A year, the whole site, first-party.
 */
export const LANGUAGE_COOKIE = 'VITRINE_LANG';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
