/**
 * What only a property's detail page and its forms need, from its CRM record, which the store reads
 * again from the data file at most once per render (lib/catalogue/data/store.ts, docs/decisions/0024): the
 * description, every photo, the label groups, documents, videos, online media and rental costs.
 */
import 'server-only';
import { cache } from 'react';
import {
  getPropertyRecord,
  getStore,
  reshapePicture,
  type Lang,
  type Picture,
  type Property,
  type PropertyRecord,
} from '@/lib/catalogue/data';
import { detailGroups, type DetailGroup } from './details';
import { parseVideoLink, type VideoLink } from './video';
import { taxationOf, type Taxation } from '@/lib/catalogue/costs/new-build';

export interface PropertyDocument {
  id: number;
  name: string;
}

/** A video or 3D tour whose link parsed (lib/catalogue/property/video.ts); `name` is the CRM's, when it has one. */
export interface PropertyVideo {
  link: VideoLink;
  name: string | null;
}

/** What only the detail page shows, reshaped on demand (one property at a time). */
export interface PropertyDetail {
  description: string;
  /** Every photo, in CRM order (the card has its thumbnail on Property). */
  pictures: Picture[];
  /** The label groups, with the field rules applied. */
  groups: DetailGroup[];
  documents: PropertyDocument[];
  videos: PropertyVideo[];
}

export function reshapePropertyDetail(
  record: PropertyRecord,
  property: Pick<Property, 'price' | 'goal' | 'publishAddress' | 'address'>,
): PropertyDetail {
  return {
    description: record.Description,
    pictures: record.Pictures.map(reshapePicture),
    groups: detailGroups({
      record,
      publishAddress: property.publishAddress,
      address: property.address,
      price: property.price,
      goal: property.goal,
    }),
    // Only names and ids: the files themselves go out by e-mail (docs/product.md section 4, document request).
    documents: record.Documents.map((doc) => ({ id: doc.ID, name: doc.Name })),
    videos: record.Videos.flatMap((video) => {
      const link = parseVideoLink(video.Url);
      return link ? [{ link, name: video.Name?.trim() || null }] : [];
    }),
  };
}

/**
 * A property's CRM record, read again from the data file (lib/catalogue/data/store.ts) at most once per render:
 * the detail page, its metadata and its forms each take what they need from the same read.
 */
const getRecord = cache((lang: Lang, id: number) => getPropertyRecord(lang, id));

/**
 * What only the detail page shows (description, photos, label groups, documents, videos), reshaped from
 * the record, which is read again from the data file (lib/catalogue/data/store.ts): once per render, shared by
 * the page and its metadata.
 */
export const getPropertyDetail = cache(
  (property: Pick<Property, 'id' | 'lang' | 'price' | 'goal' | 'publishAddress' | 'address'>): PropertyDetail => {
    const record = getRecord(property.lang, property.id);
    if (!record) throw new Error(`No record for property ${property.id} (${property.lang})`);
    return reshapePropertyDetail(record, property);
  },
);

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
  const lang = [store.site.defaultLanguage, ...store.propertyById.keys()].find((candidate) =>
    store.propertyById.get(candidate)?.has(propertyId),
  );
  const record = lang ? getRecord(lang, propertyId) : undefined;
  return (record?.OnlineMedia ?? [])
    .map((medium) => ({ name: medium.Name, url: medium.Url, since: medium.Since }))
    .sort((a, b) => a.since.localeCompare(b.since));
}

/**
 * What a tenant pays at signing besides the deposit, from the record (docs/product.md section 5): the monthly
 * rent, charges and the tenant's share of the inventory of fixtures; null where the record has none.
 */
export function getRentalCosts(property: Pick<Property, 'id' | 'lang' | 'price'>): {
  rent: number | null;
  charges: number | null;
  inventory: number | null;
} {
  const record = getRecord(property.lang, property.id);
  const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
  return { rent: property.price, charges: amount(record?.ChargesRenter), inventory: amount(record?.RentalInventory) };
}

/** The notary and registration figures the record carries, for the cost panel (lib/catalogue/costs, docs/decisions/0039). */
export function getListedCostFigures(
  property: Pick<Property, 'id' | 'lang'>,
): Pick<PropertyRecord, 'NotaryFeesWithVat' | 'NotaryFeesWithoutVat' | 'RegistrationRights'> {
  const record = getRecord(property.lang, property.id);
  return {
    NotaryFeesWithVat: record?.NotaryFeesWithVat ?? null,
    NotaryFeesWithoutVat: record?.NotaryFeesWithoutVat ?? null,
    RegistrationRights: record?.RegistrationRights ?? null,
  };
}

/** How the property's price is taxed: registration duties, or a new build's VAT terms (lib/catalogue/costs/new-build.ts). */
export function getTaxation(property: Pick<Property, 'id' | 'lang' | 'projectId'>): Taxation {
  const record = getRecord(property.lang, property.id);
  return taxationOf(
    { SaleUnderVat: record?.SaleUnderVat, LandShare: record?.LandShare, PriceIncludesVat: record?.PriceIncludesVat },
    property.projectId !== null,
  );
}
