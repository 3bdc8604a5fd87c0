import 'server-only';
import { cache } from 'react';
import { buildListingIndex, type ListingIndex } from '@/lib/listing/filter';
import { getStore, localize as localizeWith } from './store';
import type { Lang, Localized, MenuPage, Project } from './types';
import { reshapePropertyDetail, type Property, type PropertyDetail } from './property';

export type * from './types';
export type { Property, PropertyDetail, PropertyDocument, PropertyVideo, Goal, MarqueeState } from './property';

export function getSite() {
  return getStore().site;
}

export function getRoutes() {
  return getStore().routes;
}

/** Text for the language, falling back to the site's default language. */
export function localize(value: Localized | undefined | null, lang: Lang): string {
  return localizeWith(value, lang, getStore().site.defaultLanguage);
}

export function getMenuPage(id: string): MenuPage | undefined {
  return getStore().routes.menuById.get(id);
}

export function getAllMenuPages(): MenuPage[] {
  return [...getStore().routes.menuById.values()];
}

/** The chain of menu pages from the top level down to this one. */
export function getMenuTrail(page: MenuPage): MenuPage[] {
  const trail: MenuPage[] = [];
  for (let current: MenuPage | undefined = page; current; current = current.parentId ? getMenuPage(current.parentId) : undefined)
    trail.unshift(current);
  return trail;
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

/** The catalogue of a language as listings filter and sort it (lib/listing/filter.ts). */
export function getListingIndex(lang: Lang): ListingIndex {
  return getStore().listings.get(lang) ?? buildListingIndex([]);
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

/** City names across languages (lib/listing/cities.ts). */
export function getCityDirectory() {
  return getStore().cityDirectory;
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
 * A property's CRM record, read again from the data file (lib/data/store.ts) at most once per render:
 * the detail page, its metadata and its forms each take what they need from the same read.
 */
const getRecord = cache((lang: Lang, id: number) => getStore().record(lang, id));

/**
 * What only the detail page shows (description, photos, label groups, documents, videos), reshaped from
 * the record, which is read again from the data file (lib/data/store.ts): once per render, shared by
 * the page and its metadata.
 */
export const getPropertyDetail = cache((property: Pick<Property, 'id' | 'lang' | 'price' | 'goal' | 'publishAddress' | 'address'>): PropertyDetail => {
  const record = getRecord(property.lang, property.id);
  if (!record) throw new Error(`No record for property ${property.id} (${property.lang})`);
  return reshapePropertyDetail(record, property);
});

/**
 * The files behind a property's documents, for the document request's mail only: pages list the
 * documents by name (PropertyDetail) and never link them.
 */
export function getDocumentFiles(property: Pick<Property, 'id' | 'lang'>): { name: string; url: string }[] {
  const record = getRecord(property.lang, property.id);
  return record ? record.Documents.map((doc) => ({ name: doc.Name, url: doc.Url })) : [];
}

/** Where a property is published besides this site (a portal, a newspaper), for its owner only. */
export interface OnlineMedium {
  name: string;
  url: string | null;
  /** YYYY-MM-DD. */
  since: string;
}

/** A property's online media, from its record in the site's default language (the same in every language). */
export function getOnlineMedia(propertyId: number): OnlineMedium[] {
  const store = getStore();
  const lang = [store.site.defaultLanguage, ...store.propertyById.keys()].find((candidate) => store.propertyById.get(candidate)?.has(propertyId));
  const record = lang ? getRecord(lang, propertyId) : undefined;
  return (record?.OnlineMedia ?? []).map((medium) => ({ name: medium.Name, url: medium.Url, since: medium.Since })).sort((a, b) => a.since.localeCompare(b.since));
}

/**
 * What a tenant pays at signing besides the deposit, from the record (SPEC.md section 5): the monthly
 * rent, charges and the tenant's share of the inventory of fixtures; null where the record has none.
 */
export function getRentalCosts(property: Pick<Property, 'id' | 'lang' | 'price'>): { rent: number | null; charges: number | null; inventory: number | null } {
  const record = getRecord(property.lang, property.id);
  const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  return { rent: property.price, charges: amount(record?.ChargesRenter), inventory: amount(record?.RentalInventory) };
}
