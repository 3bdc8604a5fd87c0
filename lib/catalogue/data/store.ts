/**
 * The validated data set, read once per process and reshaped into the app's own types. The one loader
 * of the data files: the proxy, pages, route handlers and the scripts all read them through it, by
 * lib/catalogue/data's door (./index.ts). What is built on it (the route table, the listing index, the search
 * index) lives in its own room and is kept per store (lib/platform/remember.ts, `derive`).
 *
 * Memory (docs/decisions/0024-lean-store.md): the CRM property records are not kept. properties.json is
 * read record by record (lib/catalogue/data/validate.ts); each record is reshaped into the slim Property that
 * listings, cards, maps and searches use, and only its byte range in the file is remembered, so that
 * `record()` reads, parses and validates that one record again when a detail page (rendered once per
 * deployment, then cached) or a form asks for what only it shows. Tests and scripts that build a store
 * from files in memory (buildStore) keep the records in memory instead.
 *
 * Validated once per build (docs/decisions/0026-validate-once-per-build.md): the build's data check
 * writes what loadStore keeps of properties.json into a snapshot (lib/catalogue/data/snapshot.ts), and loadStore
 * starts from it when it belongs to these data files and this code, instead of validating and reshaping
 * every record again; otherwise it reads the files in full.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { DataFiles, LanguageCode, PropertyRecord, PurchaseCostsFile, SiteFile } from './file-schemas';
import { ownerLanguages, siteLanguages } from './language-sets';
import { forget, remember } from '@/lib/platform/remember';
import { env } from '@/lib/platform/env';
import { getOrCreate } from '@/lib/platform/get-or-create';
import { dataDirectory, readDataFiles, readPropertyRecord, readSiteFiles, type ByteRange, type SiteFiles } from './validate';
import { buildMunicipalityDirectory, type MunicipalityDirectory } from './municipalities';
import { combineHashes, dataFileHashes, readStoreSnapshot, snapshotDirectory, snapshotWriter } from './snapshot';
import { reshapeAddress, reshapeCoordinates, reshapePicture, reshapeProperty, type Property } from './property';
import { freshnessOf, loadHistory, readHistoryLog, summarizeHistory, type CatalogueHistory } from './history';
import type { Lang, Localized, SiteConfig, PropertyType, City, Project, TeamMember, Article } from './types';
import { logger } from '@/lib/platform/log';
import { checkMentions } from '@/lib/catalogue/property/mandatory-mentions';

const PROPERTIES = 'properties.json';

/** The files the route table is built from (lib/catalogue/routing/site-routes.ts), validated. */
export type RoutingFiles = Pick<DataFiles, 'site.json' | 'menu.json' | 'paths.json'>;

export interface Store {
  site: SiteConfig;
  routing: RoutingFiles;
  articles: Map<string, Article>;
  team: Map<string, TeamMember>;
  types: Map<Lang, PropertyType[]>;
  cities: Map<Lang, City[]>;
  projects: Map<Lang, Project[]>;
  projectById: Map<Lang, Map<number, Project>>;
  /** The units of each project (properties with its ProjectID), in data order. */
  unitsByProject: Map<Lang, Map<number, Property[]>>;
  properties: Map<Lang, Property[]>;
  propertyById: Map<Lang, Map<number, Property>>;
  /**
   * The CRM record behind a property, for what only its detail page and forms need (lib/catalogue/property/detail.ts):
   * read again from properties.json on each call, so callers take what they need and let it go.
   */
  record(lang: Lang, id: number): PropertyRecord | undefined;
  /** The rules behind a sale's total cost, as the file holds them (lib/catalogue/costs computes with them). */
  purchaseCosts: PurchaseCostsFile;
  /** data/municipalities.json, indexed by postal code and name (./municipalities.ts). */
  municipalities: MunicipalityDirectory;
  /** What the site has published and when (lib/catalogue/data/history.ts): each property's `fresh` comes from it. */
  history: CatalogueHistory;
}

function groupByLanguage<T extends { language: LanguageCode }, U>(items: T[], map: (item: T) => U): Map<Lang, U[]> {
  const out = new Map<Lang, U[]>();
  for (const item of items) getOrCreate(out, item.language, () => []).push(map(item));
  return out;
}

function siteConfig(raw: SiteFile): SiteConfig {
  return { ...raw, languages: siteLanguages(raw), ownerLanguages: ownerLanguages(raw), defaultLanguage: raw.language.default };
}

/**
 * Whether a listing stays off the site: site.json's `legal.incompleteListings` is 'hold' and it lacks a
 * mandatory mention for its region and goal (docs/decisions/0040). Held here, where every store is
 * assembled, it is absent from listings, search, the sitemap and its detail page (404) alike; with
 * 'publish', the default, the rules are not even run.
 */
function heldBack(record: PropertyRecord, site: Pick<SiteConfig, 'legal' | 'marquee'>): boolean {
  return site.legal.incompleteListings === 'hold' && checkMentions(record, site.marquee).missing.length > 0;
}

/** A store from data files in memory (tests, scripts): the property records stay in memory too. */
export function buildStore(files: DataFiles, history: CatalogueHistory = { time: new Date().toISOString(), properties: new Map() }): Store {
  const site = siteConfig(files['site.json']);
  const properties = new Map<Lang, Property[]>();
  const records = new Map<Lang, Map<number, PropertyRecord>>();
  for (const record of files['properties.json'].properties) {
    if (heldBack(record, site)) continue;
    getOrCreate(properties, record.language, () => []).push(reshapeProperty(record, site));
    getOrCreate(records, record.language, () => new Map()).set(record.ID, record);
  }
  return assembleStore(files, site, properties, (lang, id) => records.get(lang)?.get(id), history);
}

/** Where the build keeps the store's snapshot: its output folder's cache (lib/catalogue/data/snapshot.ts). */
export function defaultSnapshotDirectory(): string {
  return snapshotDirectory(env().NEXT_DIST_DIR);
}

/**
 * The store of a data directory: from the build's snapshot when it belongs to these files and this
 * code, else read record by record. Either way only the byte range of each property record is kept,
 * and `record()` reads it again (see the top of this file). `snapshots`: the snapshot folder, null for
 * none. Throws DataError.
 */
export function loadStore(dir = dataDirectory(), snapshots: string | null = defaultSnapshotDirectory()): Store {
  const found = snapshots ? readStoreSnapshot(snapshots, dir) : null;
  const history = snapshots ? loadHistory(snapshots, dir, catalogueTime()) : summarizeHistory(readHistoryLog(dir).entries, catalogueTime());
  if (found?.snapshot) {
    const { properties, ranges } = found.snapshot;
    const files = readSiteFiles(dir);
    return assembleStore(files, siteConfig(files['site.json']), properties, recordReader(dir, ranges), history);
  }
  if (found && found.reason !== 'missing') logger('store').warn({ snapshots, dir }, `snapshot not used: ${found.reason}; reading the data folder in full`);
  return readStore(dir, history);
}

/** The moment the catalogue counts as published: VITRINE_CATALOGUE_TIME, else now (lib/platform/env.ts). */
export function catalogueTime(): string {
  return env().VITRINE_CATALOGUE_TIME ?? new Date().toISOString();
}

/** Reads, validates and reshapes the data files record by record. */
function readStore(dir: string, history: CatalogueHistory): Store {
  let site: SiteConfig | undefined;
  const properties = new Map<Lang, Property[]>();
  const ranges = new Map<Lang, Map<number, ByteRange>>();
  // Only when the file could not be read record by record (lib/catalogue/data/validate.ts): then they stay here.
  const whole = new Map<Lang, Map<number, PropertyRecord>>();
  const files = readDataFiles(dir, (record, range, small) => {
    site ??= siteConfig(small['site.json']);
    if (heldBack(record, site)) return;
    getOrCreate(properties, record.language, () => []).push(reshapeProperty(record, site));
    if (range) getOrCreate(ranges, record.language, () => new Map()).set(record.ID, range);
    else getOrCreate(whole, record.language, () => new Map()).set(record.ID, record);
  });
  return assembleStore(files, site ?? siteConfig(files['site.json']), properties, recordReader(dir, ranges, whole), history);
}

/**
 * `Store.record` for a store that kept byte ranges: reads the record at its range in properties.json,
 * else takes it from `whole` (the records that could not be located in the file).
 */
/** Closes a store's properties.json once nothing holds the store's reader any more. */
const openFiles = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/**
 * A store reads a property's record when a page asks for it, by its byte range in properties.json. The
 * file is opened once, now, and read through that descriptor: a sync that renames a new properties.json
 * over it (lib/agency/crm/sync/run.ts) leaves this store reading the content its ranges were taken from
 * until the next store (a catalogue release: lib/catalogue/live) takes its place.
 */
function recordReader(
  dir: string,
  ranges: Map<Lang, Map<number, ByteRange>>,
  whole?: Map<Lang, Map<number, PropertyRecord>>,
): Store['record'] {
  let fd: number | undefined;
  try {
    fd = ranges.size ? fs.openSync(path.join(/* turbopackIgnore: true */ dir, 'properties.json'), 'r') : undefined;
  } catch {
    fd = undefined; // read by name, as before: the error comes with the first record asked for
  }
  const read: Store['record'] = (lang, id) => {
    const range = ranges.get(lang)?.get(id);
    return range ? readPropertyRecord(dir, range, { id, lang }, fd) : whole?.get(lang)?.get(id);
  };
  if (fd !== undefined) openFiles.register(read, fd);
  return read;
}

/**
 * Makes properties share one copy of the values that repeat across a catalogue (type names, places,
 * marquee and energy labels, agents, photo names): each record was parsed on its own, so each has its
 * own copy. Titles, streets and photo URLs are left alone: in a real catalogue they hardly repeat.
 */
function shareRepeatedValues(properties: Map<Lang, Property[]>): void {
  const strings = new Map<string, string>();
  const one = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = strings.get(value);
    if (known !== undefined) return known as T;
    strings.set(value, value);
    return value;
  };
  const marquees = new Map<string, Property['marquee']>();
  for (const list of properties.values())
    for (const p of list) {
      p.typeDescription = one(p.typeDescription);
      p.mainTypeName = one(p.mainTypeName);
      const marqueeKey = `${p.marquee.value}|${p.marquee.state}|${p.marquee.name ?? ''}|${p.marquee.name === null}`;
      p.marquee = marquees.get(marqueeKey) ?? (marquees.set(marqueeKey, p.marquee), p.marquee);
      const address = p.address;
      address.number = one(address.number);
      address.box = one(address.box);
      address.zip = one(address.zip);
      address.city = one(address.city);
      address.countryName = one(address.countryName);
      p.energy.label = one(p.energy.label);
      p.agentId = one(p.agentId);
      if (p.thumbnail) p.thumbnail.name = one(p.thumbnail.name);
    }
}

/**
 * Reads and validates the data directory as loadStore does in full, writing the snapshot loadStore
 * starts from into `snapshots` as it goes (npm run build's data check, scripts/build/prebuild.ts); `visit`
 * sees each valid property record, which is not kept, and whether the site publishes it (not held back). Throws DataError (and writes nothing) when the
 * data has a problem. Writes nothing either when properties.json could not be read record by record or
 * another data file changed during the read. Returns the other files and whether it wrote.
 */
export function writeStoreSnapshot(
  dir: string,
  snapshots: string,
  visit?: (record: PropertyRecord, published: boolean) => void,
): { files: SiteFiles; written: boolean } {
  // properties.json is hashed as it is read, so the snapshot names exactly the bytes it was made from;
  // the other files (small) before and after.
  const streamed = { [PROPERTIES]: '' };
  const before = combineHashes(dataFileHashes(dir, streamed));
  const propertiesHash = createHash('sha256');
  const writer = snapshotWriter(snapshots);
  let site: SiteConfig | undefined;
  let complete = true;
  let files: SiteFiles;
  try {
    files = readDataFiles(
      dir,
      (record, range, small) => {
        site ??= siteConfig(small['site.json']);
        const held = heldBack(record, site);
        visit?.(record, !held);
        if (held) return;
        if (range) writer.add(reshapeProperty(record, site), range);
        else complete = false;
      },
      { bytes: (chunk) => propertiesHash.update(chunk) },
    );
  } catch (error) {
    writer.abort();
    throw error;
  }
  const after = dataFileHashes(dir, streamed);
  if (!complete || combineHashes(after) !== before) {
    writer.abort();
    return { files, written: false };
  }
  writer.finish(combineHashes(after.set(PROPERTIES, propertiesHash.digest('hex'))));
  return { files, written: true };
}

function assembleStore(files: SiteFiles, site: SiteConfig, properties: Map<Lang, Property[]>, record: Store['record'], history: CatalogueHistory): Store {
  shareRepeatedValues(properties);
  for (const list of properties.values()) for (const p of list) p.fresh = freshnessOf(history.properties.get(p.id), p.price, history.time, site.freshness);
  const propertyById = new Map<Lang, Map<number, Property>>();
  const unitsByProject = new Map<Lang, Map<number, Property[]>>();
  for (const [lang, list] of properties) {
    propertyById.set(lang, new Map(list.map((p) => [p.id, p])));
    const units = new Map<number, Property[]>();
    for (const p of list) {
      if (p.projectId === null) continue;
      const project = units.get(p.projectId);
      if (project) project.push(p);
      else units.set(p.projectId, [p]);
    }
    unitsByProject.set(lang, units);
  }

  // Counts per type and city come from the properties themselves, so they cannot drift from the data.
  // One pass over the catalogue (it may hold 100,000 properties), keyed by language, goal and type or city.
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [lang, list] of properties)
    for (const p of list) {
      bump(`${lang}|${p.goal}|type|${p.typeId}`);
      bump(`${lang}|${p.goal}|city|${p.address.zip}|${p.address.city}`);
    }
  const count = (lang: Lang, goal: 'sale' | 'rent', key: string) => counts.get(`${lang}|${goal}|${key}`) ?? 0;

  const types = groupByLanguage(files['types.json'].types, (t) => ({
    id: t.ID,
    webId: t.WebID,
    name: t.Name,
    synonyms: t.Synonyms,
    parentId: t.ParentID,
    order: t.ShowOrder,
    sale: count(t.language, 'sale', `type|${t.WebID}`),
    rent: count(t.language, 'rent', `type|${t.WebID}`),
  }) satisfies PropertyType);
  for (const list of types.values()) list.sort((a, b) => a.order - b.order);

  const cities = groupByLanguage(files['cities.json'].cities, (c) => ({
    name: c.Name,
    zip: c.Zip,
    countryId: c.CountryID,
    countryName: c.CountryName,
    sale: count(c.language, 'sale', `city|${c.Zip}|${c.Name}`),
    rent: count(c.language, 'rent', `city|${c.Zip}|${c.Name}`),
  }) satisfies City);

  const projects = groupByLanguage(files['projects.json'].projects, (p): Project => ({
    id: p.ID,
    name: p.Name,
    description: p.Description,
    publicAddress: p.PublicAddress,
    address: reshapeAddress(p),
    pictures: p.Pictures.map(reshapePicture),
    coordinates: reshapeCoordinates(p),
  }));
  const projectById = new Map<Lang, Map<number, Project>>();
  for (const [lang, list] of projects) projectById.set(lang, new Map(list.map((p) => [p.id, p])));

  const team = new Map<string, TeamMember>(
    files['team.json'].members.map((m) => [
      m.ID,
      {
        id: m.ID,
        firstName: m.FirstName,
        lastName: m.LastName,
        role: m.Function,
        phone: m.Phone ?? null,
        mobile: m.Mobile ?? null,
        email: m.Email,
        picture: m.Picture ?? null,
        menuId: m.MenuID ?? null,
      },
    ]),
  );

  const articles = new Map<string, Article>(files['articles.json'].articles.map((a) => [a.id, a]));

  return {
    site,
    routing: { 'site.json': files['site.json'], 'menu.json': files['menu.json'], 'paths.json': files['paths.json'] },
    articles,
    team,
    types,
    cities,
    projects,
    projectById,
    unitsByProject,
    properties,
    propertyById,
    record,
    purchaseCosts: files['purchase-costs.json'],
    municipalities: buildMunicipalityDirectory(files['municipalities.json']),
    history,
  };
}

/**
 * The process-wide data set, shared by every bundle (lib/platform/remember.ts); the first call reads and
 * validates the files (throws DataError).
 */
export function getStore(): Store {
  return remember('store', () => loadStore());
}

/**
 * Serves another store from now on (a catalogue release: lib/catalogue/live). A request that already
 * holds the old one keeps it: its records are read from the old release's files, which stay.
 */
export function replaceStore(store: Store): void {
  forget('store');
  remember('store', () => store);
}

/** Picks the text for a language, falling back to the site default, then to any language present. */
export function localize(value: Localized | undefined | null, lang: Lang, fallback: Lang): string {
  if (!value) return '';
  return value[lang] ?? value[fallback] ?? Object.values(value).find((v) => typeof v === 'string') ?? '';
}
