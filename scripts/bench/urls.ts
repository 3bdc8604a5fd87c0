/**
 * The URLs `npm run bench` asks a catalogue's server for: the pages' own canonical URLs, taken from the
 * server's sitemap (details) and the catalogue's cities (filtered listings), so that every request is
 * one a visitor or a crawler would make.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listingSearchParams, parseListingQuery } from '../../lib/catalogue/listing/query';
import { get } from './load';

export const HOME = '/nl/';
export const LISTING = { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' } as const;
export const ARTICLE = '/nl/diensten/bemiddeling/';

/** A property's canonical URL: /{lang}/{section}/{city}/{slug}/{id}/ (projects have one segment less). */
const PROPERTY_URL = /^\/[a-z]{2}\/[^/]+\/[^/]+\/[^/]+\/(\d+)\/$/;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/**
 * `count` property detail URLs spread evenly over the catalogue, read from /sitemap.xml (a urlset, or
 * an index whose files are read in turn).
 */
export async function detailPaths(origin: string, count: number): Promise<string[]> {
  const top = (await get(`${origin}/sitemap.xml`)).body;
  const files = top.includes('<sitemapindex') ? locs(top).map((loc) => new URL(loc).pathname) : null;
  const all: string[] = [];
  for (const xml of files ? await Promise.all(files.map(async (file) => (await get(origin + file)).body)) : [top])
    for (const loc of locs(xml)) {
      const pathname = new URL(loc).pathname;
      if (PROPERTY_URL.test(pathname)) all.push(pathname);
    }
  if (all.length === 0) throw new Error(`${origin}/sitemap.xml lists no property`);
  const step = Math.max(1, all.length / count);
  return Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor(i * step)]!);
}

/** The ID in a property URL (the suggestion benchmark types it in full). */
export function propertyId(detailPath: string): string {
  return PROPERTY_URL.exec(detailPath)![1]!;
}

interface CityRecord {
  Name: string;
  Sale: number;
  language: string;
}

/**
 * Filtered listings as visitors make them: the biggest cities of each language, each with two price
 * ranges, in the listing's canonical query form (lib/catalogue/listing/query.ts).
 */
export function filteredPaths(dataDir: string, citiesPerLanguage = 6): string[] {
  const { cities } = JSON.parse(fs.readFileSync(path.join(dataDir, 'cities.json'), 'utf8')) as { cities: CityRecord[] };
  const prices = [
    ['150000', '300000'],
    ['300000', '500000'],
  ];
  return Object.entries(LISTING).flatMap(([lang, listing]) =>
    cities
      .filter((c) => c.language === lang && c.Sale > 0)
      .sort((a, b) => b.Sale - a.Sale || a.Name.localeCompare(b.Name))
      .slice(0, citiesPerLanguage)
      .flatMap((city) =>
        prices.map(
          ([min, max]) => `${listing}?${listingSearchParams(parseListingQuery({ city: city.Name, price_min: min, price_max: max }))}`,
        ),
      ),
  );
}
