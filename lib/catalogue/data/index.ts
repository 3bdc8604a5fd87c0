/**
 * The one door into the catalogue. The JSON files in data/ are the only contract between whatever
 * produces the catalogue (an editor by hand, `npm run data:generate`, a CRM's sync) and the site:
 * producers write files that ./file-schemas.ts describes, the build's data check validates them, and the
 * rest of the code reads them only through this module. No producer writes anywhere else, and nothing
 * in the site reads data/ another way.
 *
 * What lives behind it: reading and validating the files (./validate.ts, ./cross-check.ts), reshaping
 * them into the app's types (./store.ts, ./property.ts, ./menu.ts), the lean store and its build-time
 * snapshot (docs/decisions/0024, 0026). What is built on the store lives in its own room, each through
 * this door: the route table (lib/catalogue/routing/site-routes.ts), the listing index and city directory
 * (lib/catalogue/listing/index.ts), the suggestion index (lib/catalogue/search), a property's detail (lib/catalogue/property/detail.ts).
 *
 * Two modules beside this one may be imported directly, because they hold no code that reads files:
 * ./file-schemas.ts (the contract itself, safe in the browser) and ./types.ts (types only).
 *
 * Not 'server-only': the proxy and the scripts read the catalogue too. It reads files with node:fs, so a
 * client component that imported a value from here would not build.
 */
import { getStore, localize as localizeWith } from './store';
import type { Lang, Localized, Project } from './types';
import type { Property } from './property';

export type * from './types';
export type { Property, Goal, MarqueeState, Freshness } from './property';
export * from './file-schemas';
export { DataError, dataDirectory, loadDataFiles, readDataFile, readDataFiles, recordIssues, type RecordIssue, type SiteFiles } from './validate';
export { flattenMenu } from './cross-check';
export {
  buildStore,
  catalogueTime,
  defaultSnapshotDirectory,
  getStore,
  loadStore,
  replaceStore,
  writeStoreSnapshot,
  type RoutingFiles,
  type Store,
} from './store';
export { dataHash, storeCode } from './snapshot';
export {
  historyLogFile,
  readHistoryLog,
  recordCatalogue,
  summarizeHistory,
  writeHistorySummary,
  type CatalogueHistory,
  type HistoryEntry,
  type PropertyHistory,
  type PublishedState,
} from './history';
export { ownerLanguages, siteLanguages, type LanguageSets } from './language-sets';
export { reshapeMenu } from './menu';
export { publishedPrice, reshapePicture, reshapeProperty } from './property';
export { scanArray, type ByteRange } from './json-records';
export { schemaRef, streamDataFile, writeDataFile } from './write';
export { isFieldShown, type RuleRecord } from './field-rules';
export { findPlaces, foldPlace, namePlaces, placeName, type Municipality, type MunicipalityDirectory, type PlaceMatch } from './municipalities';

export function getSite() {
  return getStore().site;
}

/** Text for the language, falling back to the site's default language. */
export function localize(value: Localized | undefined | null, lang: Lang): string {
  return localizeWith(value, lang, getStore().site.defaultLanguage);
}

/** Every Belgian municipality and Luxembourg commune, by postal code and name (data/municipalities.json). */
export function getMunicipalities() {
  return getStore().municipalities;
}

/** The rules behind a sale's total cost (data/purchase-costs.json), for lib/catalogue/costs. */
export function getPurchaseCosts() {
  return getStore().purchaseCosts;
}

export function getArticle(id: string) {
  return getStore().articles.get(id);
}

export function getTeamMember(id: string) {
  return getStore().team.get(id);
}

export function getProperties(lang: Lang): Property[] {
  return getStore().properties.get(lang) ?? [];
}

export function getProperty(lang: Lang, id: number): Property | undefined {
  return getStore().propertyById.get(lang)?.get(id);
}

export function getPropertyTypes(lang: Lang) {
  return getStore().types.get(lang) ?? [];
}

export function getCities(lang: Lang) {
  return getStore().cities.get(lang) ?? [];
}

export function getProjects(lang: Lang) {
  return getStore().projects.get(lang) ?? [];
}

export function getProject(lang: Lang, id: number): Project | undefined {
  return getStore().projectById.get(lang)?.get(id);
}

/** The units of a project (properties with its ProjectID), in data order. */
export function getProjectUnits(lang: Lang, id: number): Property[] {
  return getStore().unitsByProject.get(lang)?.get(id) ?? [];
}

/**
 * A property's CRM record, read again from properties.json on each call (docs/decisions/0024): take what
 * is needed and let it go. lib/catalogue/property/detail.ts reads it at most once per render.
 */
export function getPropertyRecord(lang: Lang, id: number) {
  return getStore().record(lang, id);
}
