/**
 * A FAKE of Whise's REST API, for tests: a real HTTP server on loopback speaking the wire the Whise
 * adapter (lib/agency/crm/whise) speaks, so the code under test makes real HTTP calls. Only the CRM lives
 * outside our machine, so only the CRM is faked:
 *   POST token {Username, Password}                                       -> {token}  (account token, a JWT)
 *   POST v1/admin/clients/token {ClientId, OfficeId?}, Bearer account      -> {token}  (client token, a JWT)
 *   POST v1/estates/list {Filter, Page: {Limit, Offset}}, Bearer client    -> {estates, totalCount, isValidRequest, validationErrors}
 *   POST v1/contacts/upsert {Name, FirstName, PrivateEmail, ...}, Bearer client -> {contactId}
 * Tokens live a configurable time; an expired, revoked or unknown token is answered 401. The list honours
 * `LanguageId`, `EstateIds`, `StatusIds`, `DisplayStatusIds` (by default only active estates displayed
 * online, as the real list does) and `UpdateDateTimeRange` (`Y-m-d H:i:s`, Brussels time, as the estates'
 * own times); a filter key it does not know is reported in `validationErrors` with `isValidRequest: false`,
 * the estates still sent, as the one saved real answer shows Whise doing.
 *
 * Its catalogue is made from a data folder (the sample data by default) by mapping our records back to
 * Whise's estates, one per id and language: top-level fields, `details[]` by numeric id with string
 * values, pictures (listed out of order, with their `order`) at three sizes on the fake's own host,
 * projects as estates that can have children and units naming them in `parentId`. What Whise is not
 * known to carry (documents, agents, flood scores, notary costs) is left out, and so are the sample's
 * Luxembourg listings: no source gives Whise's id for Luxembourg.
 *
 * In-process: `startFakeWhise(options)` returns controls (change an estate, set one offline, remove one,
 * expire the tokens, rate-limit the next calls, go down or answer garbage). As a process:
 *   npx tsx tests/crm/fake-whise.ts --port 3191 [--data data]
 * and the same controls over `POST /__control` with a JSON body; `GET /__calls` lists the calls received
 * (credentials and tokens left out).
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const FAKE_WHISE_USER = 'vitrine-marketplace@example.test';
export const FAKE_WHISE_PASSWORD = 'not-a-real-whise-password';
export const FAKE_CLIENT_ID = 4242;
export const FAKE_OFFICE_ID = 77;

type Record_ = Record<string, unknown> & { ID: number; language: string };
export type Estate = Record<string, unknown> & { id: number };

export type FakeWhiseMode =
  | 'up'
  /** Connections are accepted and closed at once. */
  | 'down'
  /** HTTP 503 with an HTML page. */
  | 'unavailable'
  /** 200 with something that is not JSON. */
  | 'garbage'
  /** Tokens are issued, but every data call is answered 401. */
  | 'unauthorized';

export interface FakeWhiseCall {
  endpoint: string;
  /** The body, without `Username` and `Password`. */
  body: Record<string, unknown>;
  /** Which token the call carried: none, a valid account or client token, or one refused. */
  auth: 'none' | 'account' | 'client' | 'refused';
  status: number;
  at: number;
}

interface Entry {
  /** Per language. */
  estates: Map<string, Estate>;
  changedAt: number;
}

export interface FakeWhise {
  /** The base URL (ends in `/`). */
  url: string;
  port: number;
  calls: FakeWhiseCall[];
  /** Every contact upsert received, in order. */
  contacts(): FakeWhiseCall[];
  setMode(mode: FakeWhiseMode): void;
  /** The life of the tokens issued from now on, seconds. */
  setTokenLifetime(seconds: number): void;
  /** Revokes every token issued: the next call with one is answered 401. */
  expireTokens(): void;
  /** The next `n` API calls are answered 429, with `Retry-After: retryAfter` (none when null). */
  rateLimit(n: number, retryAfter?: string | null): void;
  /** Changes top-level fields of an estate in every language (or one), marking it changed now. */
  updateEstate(id: number, patch: Record<string, unknown>, lang?: string): void;
  /** Sets a detail's value (adding the detail when missing), marking the estate changed now. */
  setDetail(id: number, detailId: number, value: string, lang?: string): void;
  /** Takes an estate off the website (displayStatusId 1, or the given status), marking it changed now. */
  setOffline(id: number, how?: { displayStatusId?: number; statusId?: number }): void;
  /** Removes an estate from Whise altogether (no trace: Whise has no delete feed). */
  removeEstate(id: number): void;
  /** Adds or replaces an estate, per language. */
  putEstate(estates: Record<string, Estate>): void;
  estate(id: number, lang: string): Estate | undefined;
  /** The estates' ids: properties, or projects. */
  estateIds(kind?: 'property' | 'project'): number[];
  close(): Promise<void>;
}

export interface FakeWhiseOptions {
  port?: number;
  /** The data folder whose catalogue it serves (default: the repository's data/). */
  dataDir?: string;
  /** Estates at most per page the fake will send. */
  pageCap?: number;
  /** Seconds a token lives (3600 by default). */
  tokenLifetime?: number;
}

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGE_IDS: Record<string, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };
const LANGS = Object.fromEntries(Object.entries(LANGUAGE_IDS).map(([lang, id]) => [id.toLowerCase(), lang]));
const KNOWN_FILTERS = new Set(
  [
    'EstateIds',
    'StatusIds',
    'DisplayStatusIds',
    'IncludeGroupEstates',
    'LanguageId',
    'UpdateDateTimeRange',
    'ShowRepresentatives',
    'ShowDetails',
    'CategoryIds',
  ].map((k) => k.toLowerCase()),
);

// ---------------------------------------------------------------------------------------------
// Times: Whise writes Brussels wall time without a zone.

function brusselsWall(ms: number): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Epoch ms as Whise's ISO time without a zone ("2025-04-28T09:14:35.43"). */
function whiseTime(ms: number): string {
  const w = brusselsWall(ms);
  const hundredths = Math.floor((ms % 1000) / 10);
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}${hundredths ? `.${pad(hundredths)}` : ''}`;
}

/** A Brussels wall time ("Y-m-d H:i:s") as epoch ms, or null. */
function parseWhiseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  // Brussels is UTC+1 or +2: the candidate whose wall time matches.
  for (const offset of [3600_000, 7200_000]) {
    const t = wall - offset;
    const w = brusselsWall(t);
    if (Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) === wall) return t;
  }
  return wall - 3600_000;
}

// ---------------------------------------------------------------------------------------------
// Our records as Whise's estates

const AVAILABILITY_IDS: Record<string, number> = {
  'Bij akte': 1,
  "À l'acte": 1,
  Onmiddellijk: 5,
  Immédiatement: 5,
};
/** Our WebID as Whise's category (the investment type is a house with `investmentEstate`). */
const CATEGORY: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 1, 5: 5, 6: 7 };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const usDate = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)} 00:00` : undefined);
const yesNo = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : undefined);
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : undefined);

/** Our detail fields as `details[]` items: id, Whise's type, and the value as Whise writes it. */
const DETAILS: [number, string, string, (r: Record_) => string | undefined, ((r: Record_) => number | undefined)?][] = [
  [1849, 'float', 'Coordinates x', (r) => asString(r.Latitude)],
  [1850, 'float', 'Coordinates y', (r) => asString(r.Longitude)],
  [874, 'surface', 'Terrace 1', (r) => asString(r.TerraceSurface)],
  [27, 'surface', 'Built surface', (r) => asString(r.ConstructedSurface)],
  [57, 'int', 'Shower rooms', (r) => asString(r.ShowerRooms)],
  [55, 'int', 'Toilets', (r) => asString(r.Toilets)],
  [19, 'int', 'Garages', (r) => asString(r.Garages)],
  [998, 'int', 'Indoor parkings', (r) => asString(r.Parkings)],
  [15, 'int', 'Floors', (r) => asString(r.Floors)],
  [14, 'year', 'Construction year', (r) => asString(r.ConstructionYear)],
  [585, 'year', 'Renovation year', (r) => asString(r.RenovationYear)],
  [2090, 'float_signed', 'CO2', (r) => asString(r.CO2Emission)],
  [2776, 'datetime', 'EPC valid until', (r) => usDate(r.EnergyCertificateEndDate)],
  [2391, 'char', 'EPC unique code', (r) => asString(r.EPCCertificateCode)],
  [2056, 'char', 'EPC label', (r) => asString(r.EPCLabelText)],
  [1020, 'heating', 'Heating', (r) => asString(r.Heating), () => 660],
  [1595, 'kitchen', 'Kitchen', (r) => asString(r.Kitchen)],
  [2222, 'possibleFloodType', 'Flood risk', (r) => asString(r.FloodZone), (r) => (/niet|pas en/i.test(String(r.FloodZone)) ? 1233 : 1230)],
  [1736, 'ground_destination', 'Planning destination', (r) => asString(r.PlanningData), () => 12],
  [808, 'yes/no', 'Building permit', (r) => yesNo(r.Permit)],
  [812, 'yes/no', 'Subdivision permit', (r) => yesNo(r.AllotmentPermit)],
  [1734, 'yes/no', 'Pre-emption right', (r) => yesNo(r.PreemptiveRights)],
  [
    2712,
    'Summon Type',
    'Summons',
    (r) => (typeof r.Summons === 'boolean' ? (r.Summons ? 'Summon' : 'None') : undefined),
    (r) => (r.Summons ? 1832 : 1837),
  ],
  [301, 'price', 'Tenant charges', (r) => asString(r.ChargesRenter)],
  [372, 'yes/no', 'Lift', (r) => yesNo(r.Lift)],
];

function detailsOf(record: Record_): unknown[] {
  const items: unknown[] = [];
  for (const [id, type, label, value, enumId] of DETAILS) {
    const v = value(record);
    if (v === undefined) continue;
    const enumValue = enumId?.(record);
    items.push({
      id,
      label: `${label} (${record.language})`,
      group: 'General',
      type,
      value: v,
      ...(enumValue ? { enum: { id: enumValue } } : {}),
    });
  }
  return items;
}

function picturesOf(record: Record_, base: string, changedAt: number): unknown[] {
  const pictures = (record.Pictures as { ID: number; Url: string; Width?: number; Height?: number }[] | undefined) ?? [];
  const url = (p: { Url: string }, size: string) => (p.Url.startsWith('/') ? `${base}media${p.Url}?size=${size}` : p.Url);
  // Listed last first, with their order: the adapter must sort them.
  return pictures
    .map((p, i) => ({
      id: p.ID,
      order: i + 1,
      orientation: (p.Width ?? 4) >= (p.Height ?? 3) ? 'Landscape' : 'Portrait',
      urlSmall: url(p, 'small'),
      urlLarge: url(p, 'large'),
      urlXXL: url(p, 'xxl'),
      updateDateTime: whiseTime(changedAt),
    }))
    .reverse();
}

function texts(record: Record_, text: unknown) {
  const languageId = LANGUAGE_IDS[record.language]!;
  const content = typeof text === 'string' ? text : '';
  return {
    shortDescription: [{ languageId, content: escapeHtml(content.split(/(?<=\.)\s/)[0] ?? '') }],
    longDescription: [{ languageId, content: `<p>${escapeHtml(content).replace(/\n/g, '<br />')}</p>` }],
  };
}

/** A property record (one language) as the estate Whise would list for it. */
function propertyEstate(record: Record_, base: string, changedAt: number): Estate {
  const goal = record.Goal === 0 ? 0 : 1;
  const marquee = record.Marquee as number;
  const purposeStatus = marquee === 2 ? 3 : marquee === 3 ? 4 : marquee === 4 ? (goal === 0 ? 5 : 6) : goal === 0 ? 1 : 2;
  const webId = record.WebID as number;
  const created = typeof record.CreateDate === 'string' ? Date.parse(record.CreateDate) : changedAt;
  const availability = AVAILABILITY_IDS[String(record.Availability)];
  return {
    id: record.ID,
    referenceNumber: record.RecordFile ?? `REF-${record.ID}`,
    name: record.Title,
    clientId: FAKE_CLIENT_ID,
    officeId: FAKE_OFFICE_ID,
    address: record.Street,
    number: record.HouseNumber,
    box: record.BoxNr,
    zip: record.Zip,
    city: record.City,
    country: { id: 1 },
    displayAddress: record.PublishAddress,
    price: record.Price,
    currency: '€',
    displayPrice: record.PublishPrice,
    purpose: { id: goal === 0 ? 1 : 2 },
    purposeStatus: { id: purposeStatus },
    status: { id: 1 },
    displayStatusId: 2,
    category: { id: CATEGORY[webId] ?? webId },
    subCategory: { id: 1 },
    investmentEstate: webId === 4,
    state: { id: 4 },
    availability: availability ? { id: availability } : null,
    area: record.LivingSurface ?? null,
    groundArea: record.GroundSurface ?? null,
    gardenArea: record.GardenSurface ?? null,
    rooms: record.Bedrooms ?? null,
    bathRooms: record.Bathrooms ?? null,
    fronts: record.Facades ?? null,
    ...(typeof record.Garden === 'boolean' ? { garden: record.Garden ? 1 : 0 } : {}),
    ...(typeof record.Furnished === 'boolean' ? { furnished: record.Furnished ? 1 : 0 } : {}),
    energyClass: record.EPCLabelText ?? null,
    energyValue: typeof record.EnergyPerformance === 'number' ? String(record.EnergyPerformance) : null,
    ...texts(record, record.Description),
    createDateTime: whiseTime(created),
    updateDateTime: whiseTime(changedAt),
    putOnlineDateTime: whiseTime(created),
    parentId: record.ProjectID ?? null,
    canHaveChildren: false,
    pictures: picturesOf(record, base, changedAt),
    details: detailsOf(record),
  };
}

/** A project record (one language) as its estate: one that can have children. */
function projectEstate(record: Record_, base: string, changedAt: number): Estate {
  return {
    id: record.ID,
    referenceNumber: `PRJ-${record.ID}`,
    name: record.Name,
    clientId: FAKE_CLIENT_ID,
    officeId: FAKE_OFFICE_ID,
    address: record.Street,
    number: record.HouseNumber,
    box: record.BoxNr,
    zip: record.Zip,
    city: record.City,
    country: { id: 1 },
    displayAddress: record.PublicAddress,
    purpose: { id: 1 },
    purposeStatus: { id: 1 },
    status: { id: 1 },
    displayStatusId: 2,
    category: { id: 2 },
    ...texts(record, record.Description),
    createDateTime: whiseTime(changedAt),
    updateDateTime: whiseTime(changedAt),
    parentId: null,
    canHaveChildren: true,
    pictures: picturesOf(record, base, changedAt),
    details: detailsOf(record),
  };
}

function readList(file: string, key: string): Record_[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record_[]>)[key]!;
}

let smallJpeg: Buffer | null = null;
async function placeholderJpeg(): Promise<Buffer> {
  if (!smallJpeg) {
    const sharp = (await import('sharp')).default;
    smallJpeg = await sharp({ create: { width: 680, height: 453, channels: 3, background: { r: 140, g: 120, b: 160 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
  }
  return smallJpeg;
}

const lowered = (object: unknown): Record<string, unknown> =>
  object && typeof object === 'object' && !Array.isArray(object)
    ? Object.fromEntries(Object.entries(object as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]))
    : {};
const ints = (value: unknown): number[] | null => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : null);

export async function startFakeWhise(options: FakeWhiseOptions = {}): Promise<FakeWhise> {
  const dataDir = options.dataDir ?? path.join(ROOT, 'data');
  const pageCap = options.pageCap ?? 100;
  const secret = randomBytes(32);
  let tokenLifetime = options.tokenLifetime ?? 3600;
  /** Issued token ids (jti) still valid: revoking empties it. */
  const issued = new Set<string>();
  let mode: FakeWhiseMode = 'up';
  let limited = 0;
  let retryAfter: string | null = '1';
  const calls: FakeWhiseCall[] = [];
  const entries = new Map<number, Entry>();
  const kinds = new Map<number, 'property' | 'project'>();
  let base = '';

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ Message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/`;

  const t0 = Date.now() - 24 * 3600_000;
  const sample = readList(path.join(dataDir, 'properties.json'), 'properties').filter((r) => r.CountryID === 10);
  for (const r of sample) add(r.ID, r.language, propertyEstate(r, base, t0), 'property', t0);
  for (const r of readList(path.join(dataDir, 'projects.json'), 'projects').filter((r) => r.CountryID === 10))
    add(r.ID, r.language, projectEstate(r, base, t0), 'project', t0);

  function add(id: number, lang: string, estate: Estate, kind: 'property' | 'project', at: number) {
    const entry = entries.get(id) ?? { estates: new Map<string, Estate>(), changedAt: at };
    entry.estates.set(lang, estate);
    entry.changedAt = at;
    entries.set(id, entry);
    kinds.set(id, kind);
  }

  /** Marks an estate changed now, its update time with it. */
  function touch(entry: Entry) {
    entry.changedAt = Date.now();
    for (const [lang, estate] of entry.estates) entry.estates.set(lang, { ...estate, updateDateTime: whiseTime(entry.changedAt) });
  }

  function entryOf(id: number): Entry {
    const entry = entries.get(id);
    if (!entry) throw new Error(`fake Whise: no estate ${id}`);
    return entry;
  }

  function send(res: http.ServerResponse, status: number, body: string | Buffer, type = 'application/json; charset=utf-8', headers = {}) {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
    res.end(body);
  }

  function jwt(kind: 'account' | 'client'): string {
    const now = Math.floor(Date.now() / 1000);
    const jti = randomBytes(8).toString('hex');
    issued.add(jti);
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: kind === 'client' ? String(FAKE_CLIENT_ID) : FAKE_WHISE_USER, kind, iat: now, exp: now + tokenLifetime, jti })}`;
    return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
  }

  /** The kind of a valid bearer token, or null (absent, forged, revoked, expired). */
  function bearer(req: http.IncomingMessage): 'account' | 'client' | null | undefined {
    const header = req.headers.authorization;
    if (!header) return undefined;
    const token = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
    const [h, p, s] = token.split('.');
    if (!h || !p || !s || createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url') !== s) return null;
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as { kind: 'account' | 'client'; exp: number; jti: string };
    if (!issued.has(payload.jti) || payload.exp * 1000 <= Date.now()) return null;
    return payload.kind;
  }

  function list(body: Record<string, unknown>): Record<string, unknown> {
    const filter = lowered(body.Filter ?? body.filter);
    const page = lowered(body.Page ?? body.page);
    const validationErrors = Object.keys(filter)
      .filter((key) => !KNOWN_FILTERS.has(key))
      .map((key) => ({ message: `The filter ${key} is not known`, code: 'BadRequestFormat' }));
    const lang = LANGS[String(filter.languageid ?? 'nl-BE').toLowerCase()];
    const ids = ints(filter.estateids);
    const statuses = ints(filter.statusids) ?? [1];
    const displays = ints(filter.displaystatusids) ?? [2, 3, 5];
    const range = lowered(filter.updatedatetimerange);
    const min = parseWhiseTime(range.min);
    const max = parseWhiseTime(range.max);
    const limit = Math.max(1, Math.min(Number(page.limit ?? 50) || 50, pageCap));
    const offset = Math.max(0, Number(page.offset ?? 0) || 0);
    const selected = [...entries.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([id, e]) => (!ids || ids.includes(id)) && (min === null || e.changedAt >= min) && (max === null || e.changedAt <= max))
      .map(([, e]) => (lang ? e.estates.get(lang) : undefined))
      .filter((e): e is Estate => Boolean(e))
      .filter((e) => statuses.includes((e.status as { id: number }).id) && displays.includes(e.displayStatusId as number));
    return {
      estates: selected.slice(offset, offset + limit),
      totalCount: selected.length,
      isValidRequest: validationErrors.length === 0,
      validationErrors,
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    if (url.pathname === '/__control' && req.method === 'POST') {
      const c = JSON.parse(raw || '{}') as {
        mode?: FakeWhiseMode;
        tokenLifetime?: number;
        expireTokens?: boolean;
        rateLimit?: { n: number; retryAfter?: string | null };
        update?: { id: number; patch: Record<string, unknown> };
        offline?: number;
        remove?: number;
      };
      if (c.mode) fake.setMode(c.mode);
      if (typeof c.tokenLifetime === 'number') fake.setTokenLifetime(c.tokenLifetime);
      if (c.expireTokens) fake.expireTokens();
      if (c.rateLimit) fake.rateLimit(c.rateLimit.n, c.rateLimit.retryAfter);
      if (c.update) fake.updateEstate(c.update.id, c.update.patch);
      if (typeof c.offline === 'number') fake.setOffline(c.offline);
      if (typeof c.remove === 'number') fake.removeEstate(c.remove);
      return send(res, 200, '{"ok":true}');
    }
    if (url.pathname === '/__calls') return send(res, 200, JSON.stringify(calls));
    if (url.pathname.startsWith('/media/')) {
      const relative = decodeURIComponent(url.pathname.slice('/media/'.length));
      if (relative.includes('..') || !relative.startsWith('photos/')) return send(res, 404, 'not found', 'text/plain');
      const drawn = path.join(ROOT, 'public', relative);
      return send(res, 200, fs.existsSync(drawn) ? fs.readFileSync(drawn) : await placeholderJpeg(), 'image/jpeg');
    }
    const endpoint = url.pathname.slice(1);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, JSON.stringify({ Message: 'The request is not JSON' }));
    }
    const logged = { ...body };
    delete logged.Username;
    delete logged.Password;
    const auth = bearer(req);
    const call: FakeWhiseCall = {
      endpoint,
      body: logged,
      auth: auth === undefined ? 'none' : (auth ?? 'refused'),
      status: 200,
      at: Date.now(),
    };
    calls.push(call);
    const reply = (status: number, payload: string, type?: string, headers?: Record<string, string>) => {
      call.status = status;
      send(res, status, payload, type, headers);
    };
    if (req.method !== 'POST') return reply(405, JSON.stringify({ Message: 'POST only' }));
    if (limited > 0) {
      limited--;
      return reply(
        429,
        JSON.stringify({ Message: 'Too many requests' }),
        undefined,
        retryAfter === null ? {} : { 'retry-after': retryAfter },
      );
    }
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'unavailable') return reply(503, '<html><body>Service Unavailable</body></html>', 'text/html');
    if (mode === 'garbage') return reply(200, '<<<not json>>>', 'text/plain');
    const b = lowered(body);
    switch (endpoint) {
      case 'token':
        if (b.username !== FAKE_WHISE_USER || b.password !== FAKE_WHISE_PASSWORD)
          return reply(401, JSON.stringify({ Message: 'Invalid credentials' }));
        return reply(200, JSON.stringify({ token: jwt('account') }));
      case 'v1/admin/clients/token':
        if (auth !== 'account') return reply(401, JSON.stringify({ Message: 'Authorization has been denied for this request.' }));
        if (b.clientid !== FAKE_CLIENT_ID || (b.officeid !== undefined && b.officeid !== FAKE_OFFICE_ID))
          return reply(403, JSON.stringify({ Message: 'No access to this client or office' }));
        return reply(200, JSON.stringify({ token: jwt('client') }));
      case 'v1/estates/list':
      case 'v1/contacts/upsert': {
        if (auth !== 'client' || mode === 'unauthorized')
          return reply(401, JSON.stringify({ Message: 'Authorization has been denied for this request.' }));
        if (endpoint === 'v1/estates/list') return reply(200, JSON.stringify(list(body)));
        if (typeof b.privateemail !== 'string' || !b.privateemail.includes('@'))
          return reply(400, JSON.stringify({ Message: 'PrivateEmail is required' }));
        if (typeof b.name !== 'string' || !b.name) return reply(400, JSON.stringify({ Message: 'Name is required' }));
        const estates = ints(b.estateids) ?? [];
        const unknown = estates.find((id) => !entries.has(id));
        if (unknown !== undefined) return reply(400, JSON.stringify({ Message: `Estate ${unknown} not found` }));
        return reply(200, JSON.stringify({ contactId: 5000 + calls.filter((c) => c.endpoint === endpoint).length }));
      }
      default:
        return reply(404, JSON.stringify({ Message: `No endpoint ${endpoint}` }));
    }
  }

  const fake: FakeWhise = {
    url: base,
    port,
    calls,
    contacts: () => calls.filter((c) => c.endpoint === 'v1/contacts/upsert'),
    setMode: (m) => void (mode = m),
    setTokenLifetime: (seconds) => void (tokenLifetime = seconds),
    expireTokens: () => issued.clear(),
    rateLimit(n, after = '1') {
      limited = n;
      retryAfter = after;
    },
    updateEstate(id, patch, lang) {
      const entry = entryOf(id);
      for (const [l, estate] of entry.estates) if (!lang || l === lang) entry.estates.set(l, { ...estate, ...patch });
      touch(entry);
    },
    setDetail(id, detailId, value, lang) {
      const entry = entryOf(id);
      for (const [l, estate] of entry.estates) {
        if (lang && l !== lang) continue;
        const details = [...((estate.details as { id: number }[] | undefined) ?? [])];
        const at = details.findIndex((d) => d.id === detailId);
        const item = { ...(details[at] ?? { id: detailId, label: `Detail ${detailId}`, group: 'General', type: 'char' }), value };
        if (at >= 0) details[at] = item;
        else details.push(item);
        entry.estates.set(l, { ...estate, details });
      }
      touch(entry);
    },
    setOffline(id, how = {}) {
      const entry = entryOf(id);
      for (const [l, estate] of entry.estates)
        entry.estates.set(l, {
          ...estate,
          displayStatusId: how.displayStatusId ?? (how.statusId ? estate.displayStatusId : 1),
          status: { id: how.statusId ?? (estate.status as { id: number }).id },
        });
      touch(entry);
    },
    removeEstate(id) {
      entryOf(id);
      entries.delete(id);
      kinds.delete(id);
    },
    putEstate(estates) {
      const now = Date.now();
      for (const [lang, estate] of Object.entries(estates))
        add(estate.id, lang, { ...estate, updateDateTime: whiseTime(now) }, estate.canHaveChildren ? 'project' : 'property', now);
    },
    estate: (id, lang) => entries.get(id)?.estates.get(lang),
    estateIds: (kind = 'property') => [...kinds].filter(([, k]) => k === kind).map(([id]) => id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

if (process.argv[1]?.endsWith('fake-whise.ts')) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  startFakeWhise({ port: Number(arg('port') ?? 3191), dataDir: arg('data') ? path.resolve(arg('data')!) : undefined }).then(
    (fake) =>
      console.log(`fake CRM (Whise's wire) on ${fake.url} (user ${FAKE_WHISE_USER}, client ${FAKE_CLIENT_ID}, office ${FAKE_OFFICE_ID})`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
