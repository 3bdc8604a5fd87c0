import 'server-only';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';

/** Enabled languages and the default come from data/site.json, not from code. */
export function getRouting(): { locales: Lang[]; defaultLocale: Lang } {
  const site = getSite();
  return { locales: site.languages, defaultLocale: site.defaultLanguage };
}

export function isEnabledLanguage(value: string | undefined): value is Lang {
  return !!value && (getRouting().locales as string[]).includes(value);
}

