/**
 * The one language gate. The site has two language sets from data/site.json: the public site's
 * (`language.languageUse`, nl and fr in the sample) and the owner area's (`language.owner`, en, nl and
 * fr by default), so /en/login/ can exist while /en/te-koop/ is a 404. The proxy (resolve.ts), the
 * layouts (`getLang` in lib/catalogue/routing/lang.ts) and next-intl's request configuration all ask here.
 * Pure, for the proxy and its tests.
 */
import type { Lang, LanguageSets } from '@/lib/catalogue/data';

/** Where a page belongs: the public site or the owner area (login, portal). */
export type Area = 'site' | 'owner';

export function languagesOf(sets: LanguageSets, area: Area): readonly Lang[] {
  return area === 'site' ? sets.languages : sets.ownerLanguages;
}

/** The gate: whether `value` is a language code enabled for `area` (exact, lower-case). */
export function isEnabledLanguage(sets: LanguageSets, area: Area, value: string | null | undefined): value is Lang {
  return !!value && (languagesOf(sets, area) as readonly string[]).includes(value);
}

/** Whether `value` is enabled for any area: what next-intl may load a catalogue for. */
export function isAnyAreaLanguage(sets: LanguageSets, value: string | null | undefined): value is Lang {
  return isEnabledLanguage(sets, 'site', value) || isEnabledLanguage(sets, 'owner', value);
}

/** An area's default: the site default when the area has it, else the area's first language. */
export function defaultLanguageOf(sets: LanguageSets, area: Area): Lang {
  const languages = languagesOf(sets, area);
  return languages.includes(sets.defaultLanguage) ? sets.defaultLanguage : languages[0]!;
}
