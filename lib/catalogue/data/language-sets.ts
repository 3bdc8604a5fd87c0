/** The site's two language sets as data/site.json declares them (the gate is lib/catalogue/routing/languages.ts). */
import type { LanguageCode, SiteFile } from './file-schemas';

type Lang = LanguageCode;

/** The two language sets and the site's default, as SiteConfig and the route table both carry them. */
export interface LanguageSets {
  /** The public site's enabled languages, in the order of languageUse. */
  languages: readonly Lang[];
  /** The owner area's languages. */
  ownerLanguages: readonly Lang[];
  defaultLanguage: Lang;
}

/** The public site's enabled languages, in file order. */
export function siteLanguages(site: Pick<SiteFile, 'language'>): Lang[] {
  return site.language.languageUse.filter((l) => l.use).map((l) => l.code);
}

/** The owner area's languages, in file order, each once. */
export function ownerLanguages(site: Pick<SiteFile, 'language'>): Lang[] {
  return [...new Set(site.language.owner)];
}
