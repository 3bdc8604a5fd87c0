import 'server-only';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { defaultLanguageOf, isAnyAreaLanguage, isEnabledLanguage, languagesOf, type Area } from '@/lib/catalogue/routing/languages';

export type { Area };

/** An area's languages and default, from data/site.json (lib/catalogue/routing/languages.ts is the gate). */
export function getRouting(area: Area = 'site'): { locales: readonly Lang[]; defaultLocale: Lang } {
  const site = getSite();
  return { locales: languagesOf(site, area), defaultLocale: defaultLanguageOf(site, area) };
}

/** Whether a language is enabled for an area (`'any'`: for one of them). */
export function isLanguageEnabled(value: string | null | undefined, area: Area | 'any' = 'site'): value is Lang {
  const site = getSite();
  return area === 'any' ? isAnyAreaLanguage(site, value) : isEnabledLanguage(site, area, value);
}

/**
 * Narrows a route's `[lang]` once, at the edge (next-intl's `hasLocale` pattern): the language when the
 * area enables it, else the 404. Pages, layouts and `generateMetadata` call this instead of casting.
 */
export async function getLang(params: Promise<{ lang: string }>, area: Area | 'any' = 'site'): Promise<Lang> {
  const { lang } = await params;
  if (!isLanguageEnabled(lang, area)) notFound();
  return lang;
}
