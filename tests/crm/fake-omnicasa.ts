/**
 * A FAKE of the agency's CRM, for tests and benchmarks: a real HTTP server on loopback that speaks
 * Omnicasa's website API as its public client does (GET {base}{Endpoint}Json?json=..., the
 * `{Endpoint}JsonResult` envelope, Limit1/Limit2 paging, ChangeSince, deleted ids, picture lists), so
 * the code under test makes real HTTP calls. Only the CRM lives outside our machine, so only the CRM is
 * faked. It serves a catalogue made from a data folder (the sample data by default): properties and
 * projects per language, their photos (the sample's drawn photos when present, else a small JPEG made
 * here) and documents, at absolute URLs on its own host.
 *
 * What the real API's public client does not show, the fake chooses and the adapter must accept in both
 * forms (lib/agency/crm/omnicasa/mapping.ts): picture lists as `{ID, ObjectID, PictureUrl, Description, Order}`,
 * GetDeletedPropertyIDs as a bare array and GetDeletedProjectIDs as an `Items` list of `{ID}`.
 *
 * In-process: `startFakeOmnicasa(options)` returns controls (change the catalogue, go down, be slow,
 * answer garbage). As a process (Playwright's web servers, the build of the CRM variant, the benchmark):
 *   npx tsx tests/crm/fake-omnicasa.ts --port 3190 [--data data] [--extra] [--unique-media]
 * and the same controls over `POST /__control` with a JSON body ({"mode": "down"}, ...); `GET /__calls`
 * lists the calls received (credentials removed).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { MAPPABLE_FIELDS, type AgencyMapping } from '../../lib/agency/crm/mapping-file';
import { PROPERTY_RULES } from '../../lib/agency/crm/omnicasa/mapping';

export const FAKE_USER = 'vitrine-test';
export const FAKE_PASSWORD = 'not-a-real-password';

type Record_ = Record<string, unknown> & { ID: number; language: string };

/** How the fake answers: as the API, or one of the ways a CRM fails. */
export type FakeMode =
  | 'up'
  /** Connections are accepted and closed at once (the CRM's host is down). */
  | 'down'
  /** HTTP 503 with an HTML page (a proxy in front of a CRM that is down). */
  | 'unavailable'
  /** `Success: false` with a message (the CRM refuses the call). */
  | 'refuse'
  /** 200 with something that is not JSON. */
  | 'garbage'
  /** 200 with a body of `hugeBytes` bytes. */
  | 'huge';

export interface FakeCall {
  endpoint: string;
  params: Record<string, unknown>;
  at: number;
}

interface Entry {
  /** Per language. */
  records: Map<string, Record_>;
  changedAt: number;
}

export interface FakeOmnicasa {
  /** The base URL to set as CRM_URL (ends in `/`). */
  url: string;
  port: number;
  calls: FakeCall[];
  /** Every lead received (ContactOnMe, ContactOnMeProject, DemandRegister), in order. */
  leads(): FakeCall[];
  setMode(mode: FakeMode): void;
  /** Delay before each answer, ms. */
  setDelay(ms: number): void;
  /** Only these endpoints answer per `mode`; others answer normally. Null: all. */
  setModeEndpoints(endpoints: string[] | null): void;
  /** Changes fields of a property in every language (or one), marking it changed now. */
  updateProperty(id: number, change: Record<string, unknown>, lang?: string): void;
  /** Adds (or replaces) a property given its records per language. */
  putProperty(records: Record_[]): void;
  deleteProperty(id: number): void;
  /** Gives a property another status (3 cancelled, 5 inactive: withdrawn), or its own back (null), marking it changed. */
  setStatus(id: number, status: number | null): void;
  deleteProject(id: number): void;
  propertyIds(): number[];
  record(id: number, lang: string): Record_ | undefined;
  close(): Promise<void>;
}

export interface FakeOptions {
  port?: number;
  /** The data folder whose catalogue it serves (default: the repository's data/). */
  dataDir?: string;
  /** Rows at most per page the fake will send (it answers what Limit1/Limit2 ask, up to this). */
  pageCap?: number;
  /** `huge` mode's body size. */
  hugeBytes?: number;
  /** Adds property 990001, found only in the CRM (the built CRM variant shows it). */
  extra?: boolean;
  /**
   * Gives every property's media URLs of its own (`?for={ID}`), as a real CRM does, even where the
   * served catalogue reuses photos (the synthetic one of the benchmark).
   */
  uniqueMedia?: boolean;
}

const ROOT = path.resolve(__dirname, '../..');

function readList(file: string, key: string): Record_[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return parsed[key] as Record_[];
}

const LANGS: Record<number, string> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' };

/** The CRM's "Y-m-d H:i:s" (UTC) as epoch ms, or null. */
function parseChangeSince(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

/**
 * What the fake's agency calls the fields no public source names on Omnicasa's wire: its own names, which
 * the adapter knows only through the agency's mapping file (`fakeAgencyMapping`), as a real agency's
 * would be known. Every field of our records that the built-in table lacks is sent under such a name.
 */
const AGENCY_PREFIX = 'Agency_';

/** Our fields the sync computes itself, never sent. */
const COMPUTED = new Set([
  'ID',
  'language',
  'Pictures',
  'SmallPicture',
  'SmallPictureItem',
  'WebIDs',
  'Videos',
  'FieldRules',
  'AppointmentsFull',
  'OnlineMedia',
  'CountryID',
]);

/** The mapping file (data/crm-mapping.json's shape) an agency on this fake writes: every field the built-in table lacks. */
export function fakeAgencyMapping(): AgencyMapping {
  const fields: AgencyMapping['fields'] = {};
  for (const name of MAPPABLE_FIELDS)
    if (!(name in PROPERTY_RULES) && !COMPUTED.has(name))
      fields[name as keyof AgencyMapping['fields']] = { from: `${AGENCY_PREFIX}${name}` };
  return { crm: 'omnicasa', fields, defaults: { PublishAddress: true }, marquee: {}, subStatus: {} };
}

/** "Y-m-d H:i:s" in Brussels time, as the CRM writes its dates (the zone is inferred). */
function crmLocalTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );
  return parts.replace('T', ' ');
}

/**
 * A property as Omnicasa's list item: the names of the built-in table (lib/agency/crm/omnicasa/mapping.ts)
 * with the wire's quirks the sources show (PublishPrice as '1', coordinates as strings, a postal code as a
 * number on some items), the status and sub-status, the agency's own names for the rest, and the pictures
 * in one of the three forms the sources show: `XLargePictureItems` on most, `LargePictures` (plain URLs)
 * on every 7th id, `LargePicture` alone on every 11th.
 */
function toCrmProperty(
  record: Record_,
  base: string,
  unique = false,
  sold: number[] = [2],
  rented: number[] = [3],
): Record<string, unknown> {
  const media = (url: unknown) =>
    typeof url === 'string' && url.startsWith('/') ? `${base}media${url}${unique ? `?for=${record.ID}` : ''}` : url;
  const item: Record<string, unknown> = {};
  for (const [ours, rule] of Object.entries(PROPERTY_RULES)) {
    const value = record[ours];
    if (value !== undefined && rule) item[rule.from] = value;
  }
  for (const [ours, rule] of Object.entries(fakeAgencyMapping().fields))
    if (record[ours] !== undefined && rule) item[rule.from] = record[ours];
  item.Agency_Documents = Array.isArray(record.Documents)
    ? (record.Documents as { Url?: unknown }[]).map((d) => ({ ...d, Url: media(d.Url) }))
    : [];
  // The wire's quirks.
  item.PublishPrice = record.PublishPrice ? '1' : '0';
  if (typeof record.Latitude === 'number') item.GoogleX = String(record.Latitude);
  if (typeof record.Longitude === 'number') item.GoogleY = String(record.Longitude);
  if (record.ID % 3 === 0) item.Zip = Number(record.Zip);
  item.CreatedDate = crmLocalTime(String(record.CreateDate));
  item.CountryAbbr = record.CountryID === 50 ? 'LU' : 'BE';
  // Sold: status 2 with sub-status 6; rented: status 4; else active.
  const marquee = record.Marquee as number;
  item.Status = sold.includes(marquee) ? 2 : rented.includes(marquee) ? 4 : 1;
  if (item.Status === 2) item.SubStatus = 6;
  const videos = record.Videos as { Url: string }[] | undefined;
  if (videos?.[0]) item.VirtualTour = videos[0].Url;
  const pictures = (
    (record.Pictures as { ID: number; Url: string; Name?: string; Width?: number; Height?: number }[] | undefined) ?? []
  ).map((p) => ({
    ...p,
    Url: media(p.Url) as string,
  }));
  if (record.ID % 11 === 0) {
    if (pictures[0]) item.LargePicture = pictures[0].Url;
  } else if (record.ID % 7 === 0) item.LargePictures = pictures.map((p) => p.Url);
  else item.XLargePictureItems = pictures.map((p) => ({ ID: p.ID, Url: p.Url, Width: p.Width, Height: p.Height, Name: p.Name ?? '' }));
  return item;
}

/** A project as GetProjectList's item: the names one source shows, and its pictures as properties' most often. */
function toCrmProject(record: Record_, base: string): Record<string, unknown> {
  const pictures = (record.Pictures as { ID: number; Url: string; Name?: string }[] | undefined) ?? [];
  return {
    ID: record.ID,
    Name: record.Name,
    Description: record.Description,
    PublishInternet: true,
    XLargePictureItems: pictures.map((p) => ({ ID: p.ID, Url: `${base}media${p.Url}`, Name: p.Name ?? '' })),
  };
}

let smallJpeg: Buffer | null = null;
async function placeholderJpeg(): Promise<Buffer> {
  if (!smallJpeg) {
    const sharp = (await import('sharp')).default;
    smallJpeg = await sharp({ create: { width: 680, height: 453, channels: 3, background: { r: 120, g: 140, b: 160 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
  }
  return smallJpeg;
}

/** The extra property only the CRM has: a copy of the first sale with a new id, title and street. */
function extraProperty(properties: Map<number, Entry>): Record_[] {
  const source = [...properties.values()].find((e) => e.records.get('nl')?.Goal === 0 && !e.records.get('nl')?.ProjectID);
  if (!source) return [];
  const titles: Record<string, string> = {
    nl: 'Woning rechtstreeks uit het CRM',
    fr: 'Maison venue directement du CRM',
    en: 'House straight from the CRM',
    de: 'Haus direkt aus dem CRM',
  };
  return [...source.records.values()].map((r) => ({
    ...r,
    ID: 990001,
    Title: titles[r.language] ?? titles.nl,
    Street: 'CRM-straat',
    HouseNumber: '1',
    RecordFile: 'CRM-990001',
  }));
}

export async function startFakeOmnicasa(options: FakeOptions = {}): Promise<FakeOmnicasa> {
  const dataDir = options.dataDir ?? path.join(ROOT, 'data');
  const pageCap = options.pageCap ?? 100;
  const properties = new Map<number, Entry>();
  const projects = new Map<number, Entry>();
  let sorted: Entry[] | null = null;
  /** The properties by id, sorted once until the catalogue changes. */
  const sortedProperties = () => (sorted ??= [...properties.entries()].sort(([a], [b]) => a - b).map(([, e]) => e));
  const t0 = Date.now() - 24 * 3600_000;
  const add = (map: Map<number, Entry>, record: Record_, at: number) => {
    sorted = null;
    const entry = map.get(record.ID) ?? { records: new Map(), changedAt: at };
    entry.records.set(record.language, record);
    entry.changedAt = at;
    map.set(record.ID, entry);
  };
  for (const r of readList(path.join(dataDir, 'properties.json'), 'properties')) add(properties, r, t0);
  for (const r of readList(path.join(dataDir, 'projects.json'), 'projects')) add(projects, r, t0);
  if (options.extra) for (const r of extraProperty(properties)) add(properties, r, t0);
  const deletedProperties = new Set<number>();
  /** Statuses set by a test (withdrawn: 0 prospect, 3 cancelled, 5 inactive, 6 reference), by id. */
  const statuses = new Map<number, number>();
  const withStatus = (item: Record<string, unknown>) =>
    statuses.has(item.ID as number) ? { ...item, Status: statuses.get(item.ID as number) } : item;
  const deletedProjects = new Set<number>();

  let mode: FakeMode = 'up';
  let modeEndpoints: string[] | null = null;
  let delay = 0;
  const calls: FakeCall[] = [];
  let base = '';

  const send = (res: http.ServerResponse, status: number, body: string | Buffer, type = 'application/json; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const envelope = (endpoint: string, value: unknown) =>
    JSON.stringify({ [`${endpoint}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value } });
  const refusal = (endpoint: string, message: string) =>
    JSON.stringify({ [`${endpoint}JsonResult`]: { Code: 1, Message: message, Success: false, Value: null } });

  const page = (items: unknown[], params: Record<string, unknown>) => {
    const first = Math.max(1, Number(params.Limit1 ?? 1) || 1);
    const last = Math.max(first, Number(params.Limit2 ?? first + 49) || first + 49);
    return { Items: items.slice(first - 1, Math.min(last, first - 1 + pageCap)), RowsCount: items.length };
  };

  /** Parameters by lower-cased name: the CRM reads them case-insensitively. */
  const lowered = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v]));

  function answer(endpoint: string, raw: Record<string, unknown>): string {
    const p = lowered(raw);
    if (p.customername !== FAKE_USER || p.customerpassword !== FAKE_PASSWORD) return refusal(endpoint, 'Invalid customer name or password');
    const lang = LANGS[Number(p.languageid)] ?? 'nl';
    const params = { Limit1: p.limit1, Limit2: p.limit2 };
    switch (endpoint) {
      case 'GetPropertyList': {
        const since = parseChangeSince(p.changesince);
        // Only the page asked for is shaped: a catalogue of 10,000 is read in 200 pages.
        const project = p.projectid === undefined ? null : Number(p.projectid);
        const rows = sortedProperties()
          .filter((e) => since === null || e.changedAt >= since)
          .flatMap((e) => e.records.get(lang) ?? [])
          .filter((r) => project === null || r.ProjectID === project);
        const { Items, RowsCount } = page(rows, params);
        return envelope(endpoint, {
          Items: Items.map((r) => withStatus(toCrmProperty(r as Record_, base, options.uniqueMedia))),
          RowsCount,
        });
      }
      case 'GetProjectList': {
        const items = [...projects.values()]
          .map((e) => e.records.get(lang))
          .filter((r): r is Record_ => Boolean(r))
          .sort((a, b) => a.ID - b.ID)
          .map((r) => toCrmProject(r, base));
        return envelope(endpoint, page(items, params));
      }
      case 'GetPropertyPictureList':
      case 'GetProjectPictureList': {
        const map = endpoint === 'GetPropertyPictureList' ? properties : projects;
        const record = map.get(Number(p.objectid))?.records.get(lang);
        // Asked only for an item without pictures of its own: the item shape no source shows, so the
        // fields of XLargePictureItems.
        const items = ((record?.Pictures as { ID: number; Url: string; Name?: string }[] | undefined) ?? []).map((picture) => ({
          ID: picture.ID,
          Url: `${base}media${picture.Url}`,
          Name: picture.Name ?? '',
        }));
        return envelope(endpoint, page(items, params));
      }
      case 'GetDeletedPropertyIDs':
        // A bare array, as the public client's types say.
        return envelope(endpoint, [...deletedProperties]);
      case 'GetDeletedProjectIDs':
        return envelope(endpoint, [...deletedProjects]);
      case 'ContactOnMe':
      case 'ContactOnMeProject':
      case 'DemandRegister':
        if (typeof p.email !== 'string' || !p.email) return refusal(endpoint, 'Email is required');
        // ContactOnMe's appointment parameters, typed as Omnicasa's public client types them
        // (ContactOnMeRequest: AppointmentID integer, AgendaComment string); the call is recorded as received.
        if (endpoint === 'ContactOnMe' && p.appointmentid !== undefined && !Number.isInteger(p.appointmentid))
          return refusal(endpoint, 'AppointmentID must be an integer');
        if (endpoint === 'ContactOnMe' && p.agendacomment !== undefined && typeof p.agendacomment !== 'string')
          return refusal(endpoint, 'AgendaComment must be a string');
        return envelope(endpoint, calls.filter((c) => c.endpoint === endpoint).length);
      default:
        return refusal(endpoint, `Unknown method ${endpoint}`);
    }
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/__control' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          mode?: FakeMode;
          delay?: number;
          endpoints?: string[] | null;
          update?: { id: number; change: Record<string, unknown> };
          /** Many at once: each property's Price raised by `raise` (the benchmark's incremental sync). */
          raise?: { ids: number[]; by: number };
        };
        if (body.mode) mode = body.mode;
        if (body.endpoints !== undefined) modeEndpoints = body.endpoints;
        if (typeof body.delay === 'number') delay = body.delay;
        if (body.update) fake.updateProperty(body.update.id, body.update.change);
        if (body.raise)
          for (const id of body.raise.ids) fake.updateProperty(id, { Price: Number(fake.record(id, 'nl')?.Price ?? 0) + body.raise.by });
        return send(res, 200, '{"ok":true}');
      }
      if (url.pathname === '/__calls') return send(res, 200, JSON.stringify(calls));
      if (url.pathname.startsWith('/media/')) {
        const relative = decodeURIComponent(url.pathname.slice('/media/'.length));
        if (relative.includes('..')) return send(res, 400, 'bad path', 'text/plain');
        if (relative.startsWith('photos/')) {
          const drawn = path.join(ROOT, 'public', relative);
          const body = fs.existsSync(drawn) ? fs.readFileSync(drawn) : await placeholderJpeg();
          return send(res, 200, body, 'image/jpeg');
        }
        const file = path.join(dataDir, relative);
        if (!fs.existsSync(file)) return send(res, 404, 'not found', 'text/plain');
        return send(res, 200, fs.readFileSync(file), 'application/pdf');
      }
      const match = /\/([A-Za-z0-9]+)Json$/.exec(url.pathname);
      if (!match) return send(res, 404, 'not found', 'text/plain');
      const endpoint = match[1]!;
      let params: Record<string, unknown> = {};
      try {
        params = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
      } catch {
        return send(res, 400, 'bad json', 'text/plain');
      }
      const withoutCredentials = { ...params };
      delete withoutCredentials.CustomerName;
      delete withoutCredentials.CustomerPassword;
      calls.push({ endpoint, params: withoutCredentials, at: Date.now() });
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const failing = mode !== 'up' && (!modeEndpoints || modeEndpoints.includes(endpoint));
      if (failing) {
        if (mode === 'down') return req.socket.destroy();
        if (mode === 'unavailable') return send(res, 503, '<html><body>Service Unavailable</body></html>', 'text/html');
        if (mode === 'refuse') return send(res, 200, refusal(endpoint, 'The service is under maintenance'));
        if (mode === 'garbage') return send(res, 200, '<<<not json>>>', 'text/plain');
        if (mode === 'huge')
          return send(
            res,
            200,
            `{"${endpoint}JsonResult":{"Success":true,"Value":{"Items":["${'x'.repeat(options.hugeBytes ?? 40 << 20)}"]}}}`,
          );
      }
      send(res, 200, answer(endpoint, params));
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, String(error), 'text/plain');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/`;

  const fake: FakeOmnicasa = {
    url: `${base}OmnicasaService.svc/`,
    port,
    calls,
    leads: () => calls.filter((c) => ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister'].includes(c.endpoint)),
    setMode: (m) => void (mode = m),
    setDelay: (ms) => void (delay = ms),
    setModeEndpoints: (e) => void (modeEndpoints = e),
    updateProperty(id, change, lang) {
      const entry = properties.get(id);
      if (!entry) throw new Error(`fake CRM: no property ${id}`);
      for (const [l, r] of entry.records) if (!lang || l === lang) entry.records.set(l, { ...r, ...change });
      entry.changedAt = Date.now();
    },
    putProperty(records) {
      for (const r of records) add(properties, r, Date.now());
      deletedProperties.delete(records[0]!.ID);
    },
    deleteProperty(id) {
      sorted = null;
      properties.delete(id);
      deletedProperties.add(id);
    },
    setStatus(id, status) {
      if (status === null) statuses.delete(id);
      else statuses.set(id, status);
      const entry = properties.get(id);
      if (entry) entry.changedAt = Date.now();
    },
    deleteProject(id) {
      projects.delete(id);
      deletedProjects.add(id);
    },
    propertyIds: () => [...properties.keys()],
    record: (id, lang) => properties.get(id)?.records.get(lang),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

if (process.argv[1]?.endsWith('fake-omnicasa.ts')) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  // `--mapping-out FILE`: writes the fake agency's crm-mapping.json there (a data folder this fake feeds needs it).
  const mappingOut = arg('mapping-out');
  if (mappingOut) fs.writeFileSync(mappingOut, `${JSON.stringify(fakeAgencyMapping(), null, 2)}\n`);
  startFakeOmnicasa({
    port: Number(arg('port') ?? 3190),
    dataDir: arg('data') ? path.resolve(arg('data')!) : undefined,
    extra: process.argv.includes('--extra'),
    uniqueMedia: process.argv.includes('--unique-media'),
  }).then(
    (fake) => console.log(`fake CRM (Omnicasa's wire) on ${fake.url} (user ${FAKE_USER})`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
