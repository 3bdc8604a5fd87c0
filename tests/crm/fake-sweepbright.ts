/**
 * A FAKE of SweepBright's website API, for tests: a real HTTP server on loopback speaking the wire the
 * SweepBright adapter (lib/agency/crm/sweepbright) speaks, so the code under test makes real HTTP calls:
 *   POST api/oauth/token {grant_type: client_credentials, client_id, client_secret} -> {access_token, token_type, expires_in}
 *   GET  api/estates/{id}            (Bearer, Accept application/vnd.sweepbright.v{version}+json) -> the estate, or 404
 *   PUT  api/estates/{id}/url {url}  -> 200
 *   POST api/estates/{id}/contacts {first_name, last_name, email, phone, message, locale} -> 200
 *   POST api/contacts {…}            -> 200
 *   GET  media/{file}?expires=…&signature=…  the estates' pictures at signed URLs: 403 once expired or forged
 * Tokens live a short, configurable time; an expired, revoked or unknown token is answered 401. A call
 * without the versioned Accept header the fake expects is answered 406.
 *
 * Its estates are made from a data folder (the sample data by default) by mapping our records back: one
 * estate per property, its texts as locale objects from the records of every language. Only what the
 * adapter can read back is served: Belgian listings of the three types SweepBright is seen to send
 * (house, apartment, land) that are no project's unit. Half of them (even ids) carry the legal block
 * under `legal.*`, the other half in the older shape (the energy certificate at the top level, a
 * top-level `regulations`), as the two public sources show them. Their UUIDs are derived from our ids
 * (`uuidOf`). Every GET signs the pictures' URLs anew, valid for `imageLifetime` seconds.
 *
 * `sendWebhook(url, event, estateId, {signature})` posts a webhook call to the site as SweepBright would:
 * JSON `{event, estate_id, happened_at, company_id}`, signed with the client secret (HMAC-SHA1, hex) in
 * FAKE_SIGNATURE_HEADER. That header's name is the tests' own: SweepBright's is not known (the site takes
 * it from CRM_WEBHOOK_SIGNATURE_HEADER).
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const FAKE_SB_CLIENT_ID = '4711';
export const FAKE_SB_CLIENT_SECRET = 'not-a-real-sweepbright-secret';
export const FAKE_SIGNATURE_HEADER = 'x-test-signature';
export const FAKE_COMPANY_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const FAKE_API_VERSION = '20191206';

type Record_ = Record<string, unknown> & { ID: number; language: string };
export type Estate = Record<string, unknown> & { id: string };

export interface FakeSweepBrightCall {
  method: string;
  /** The path under api/, ids kept. */
  path: string;
  body: Record<string, unknown> | null;
  accept: string | null;
  auth: 'none' | 'valid' | 'refused';
  status: number;
}

export interface FakeSweepBright {
  /** The API's base URL (ends in `api/`). */
  url: string;
  calls: FakeSweepBrightCall[];
  /** Estate GETs, PUT url and contacts calls received. */
  gets(): FakeSweepBrightCall[];
  urlCalls(): FakeSweepBrightCall[];
  contacts(): FakeSweepBrightCall[];
  /** Picture requests: when, which file, and the answer's status. */
  media: { file: string; status: number }[];
  setTokenLifetime(seconds: number): void;
  /** How long the pictures' signed URLs given from now on are valid, seconds. */
  setImageLifetime(seconds: number): void;
  expireTokens(): void;
  /** Changes top-level fields of an estate (a shallow merge). */
  updateEstate(uuid: string, patch: Record<string, unknown>): void;
  /** SweepBright no longer has it (GET answers 404). */
  removeEstate(uuid: string): void;
  putEstate(estate: Estate): void;
  estate(uuid: string): Estate | undefined;
  /** The estates' UUIDs. */
  estateIds(): string[];
  close(): Promise<void>;
}

export interface FakeSweepBrightOptions {
  port?: number;
  dataDir?: string;
  tokenLifetime?: number;
  imageLifetime?: number;
  apiVersion?: string;
}

const ROOT = path.resolve(__dirname, '../..');

/** The UUID the fake gives one of our sample ids. */
export const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

const TYPES: Record<number, string> = { 1: 'house', 2: 'apartment', 3: 'land' };
const bit = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : null);

function floodRisk(zone: unknown): string | null {
  if (typeof zone !== 'string' || !zone) return null;
  if (/niet|pas en|not in/i.test(zone)) return 'no_flood_risk_area';
  if (/effectief|élevé|effective/i.test(zone)) return 'effective_flood_sensitive_area';
  return 'potential_flood_sensitive_area';
}

/** Our records of one property (every language) as the estate SweepBright would send. */
function estateOf(records: Record_[]): Estate {
  const first = records[0]!;
  const locale = (name: string) => Object.fromEntries(records.map((r) => [r.language, r[name] ?? '']));
  const marquee = first.Marquee as number;
  const goal = first.Goal === 0 ? 'sale' : 'let';
  const status = marquee === 2 ? 'sold' : marquee === 3 ? 'rented' : marquee === 4 ? 'option' : 'available';
  const energy = {
    epc_value: first.EnergyPerformance ?? null,
    epc_category: first.EPCLabelText ?? null,
    epc_reference: first.EPCCertificateCode ?? null,
  };
  const regulations = {
    building_permit: bit(first.Permit),
    subdivision_authorisation: bit(first.AllotmentPermit),
    priority_purchase_right: bit(first.PreemptiveRights),
    urban_planning_breach: bit(first.Summons),
    heritage_list: 0,
  };
  const legalShape = first.ID % 2 === 0;
  return {
    id: uuidOf(first.ID),
    is_project: false,
    project_id: null,
    type: TYPES[first.WebID as number],
    sub_type: null,
    negotiation: goal,
    ...(goal === 'let' ? { rent_period: 'month' } : {}),
    status,
    publish_status: 'public',
    description_title: locale('Title'),
    description: locale('Description'),
    general_condition: 'good',
    amenities: [],
    settings: { reference: first.RecordFile ?? null },
    bedrooms: first.Bedrooms ?? null,
    bathrooms: first.Bathrooms ?? null,
    toilets: first.Toilets ?? null,
    shower_rooms: first.ShowerRooms ?? null,
    floors: first.Floors ?? null,
    living_rooms: null,
    rooms: [],
    sizes: {
      liveable_area: first.LivingSurface != null ? { size: first.LivingSurface, unit: 'sq_m' } : null,
      plot_area: first.GroundSurface != null ? { size: first.GroundSurface, unit: 'sq_m' } : null,
    },
    building: {
      construction: { year: first.ConstructionYear ?? null, architect: null },
      renovation: { year: first.RenovationYear ?? null },
    },
    features: { comfort: { furnished: first.Furnished ?? false }, energy: { gas: true } },
    price: { amount: first.Price, currency: 'EUR', hidden: first.PublishPrice === false },
    price_costs: {},
    location: {
      street: first.Street,
      number: first.HouseNumber,
      box: first.BoxNr || null,
      postal_code: first.Zip,
      city: records.find((r) => r.language === 'nl')?.City ?? first.City,
      country: 'BE',
      hidden: first.PublishAddress === false,
      geo: { latitude: first.Latitude ?? null, longitude: first.Longitude ?? null },
    },
    occupancy: { occupied: false, available_from: null },
    video_url: null,
    documents: [],
    ...(legalShape
      ? {
          legal: {
            energy: { ...energy, total_epc_value: first.EnergyTotal ?? null, co2_emissions: first.CO2Emission ?? null },
            regulations,
            legal_mentions: locale('Title'),
            property_and_land: {
              flood_risk: floodRisk(first.FloodZone),
              flood_risk_plot_score: first.FloodScoreParcel ?? null,
              flood_risk_building_score: first.FloodScoreBuilding ?? null,
              land_use_designation: first.PlanningData ? 'residential' : null,
            },
          },
        }
      : { ...energy, regulations, permissions: null, legal_mentions: locale('Title') }),
    // The pictures' files, kept by the fake; signed URLs are made on each GET.
    __pictures: ((first.Pictures as { ID: number; Url: string; Name: string }[] | undefined) ?? []).map((p, i) => ({
      file: p.Url,
      description: p.Name,
      ordinal: i + 1,
    })),
  };
}

let smallJpeg: Buffer | null = null;
async function placeholderJpeg(): Promise<Buffer> {
  if (!smallJpeg) {
    const sharp = (await import('sharp')).default;
    smallJpeg = await sharp({ create: { width: 640, height: 427, channels: 3, background: { r: 120, g: 140, b: 160 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
  }
  return smallJpeg;
}

export async function startFakeSweepBright(options: FakeSweepBrightOptions = {}): Promise<FakeSweepBright> {
  const dataDir = options.dataDir ?? path.join(ROOT, 'data');
  const version = options.apiVersion ?? FAKE_API_VERSION;
  const signingKey = randomBytes(32);
  let tokenLifetime = options.tokenLifetime ?? 60;
  let imageLifetime = options.imageLifetime ?? 300;
  const tokens = new Map<string, number>();
  const calls: FakeSweepBrightCall[] = [];
  const media: { file: string; status: number }[] = [];
  const estates = new Map<string, Estate>();
  let base = '';

  const records = (JSON.parse(fs.readFileSync(path.join(dataDir, 'properties.json'), 'utf8')) as { properties: Record_[] }).properties;
  const byId = new Map<number, Record_[]>();
  for (const r of records)
    if (r.CountryID === 10 && r.ProjectID == null && TYPES[r.WebID as number]) byId.set(r.ID, [...(byId.get(r.ID) ?? []), r]);
  for (const list of byId.values()) {
    const estate = estateOf(list);
    estates.set(estate.id, estate);
  }

  const sign = (file: string, expires: number) => createHmac('sha256', signingKey).update(`${file}|${expires}`).digest('hex');

  /** The estate as a GET answers it: pictures at URLs signed now, listed last first (the adapter sorts by `ordinal`). */
  function served(estate: Estate): Record<string, unknown> {
    const { __pictures, ...rest } = estate as Estate & { __pictures?: { file: string; description: string; ordinal: number }[] };
    const expires = Math.floor(Date.now() / 1000) + imageLifetime;
    const images = (__pictures ?? [])
      .map((p) => ({
        id: `${estate.id.slice(0, 24)}${String(p.ordinal).padStart(12, '0')}`,
        filename: path.basename(p.file),
        description: p.description,
        url: `${base}media${p.file}?expires=${expires}&signature=${sign(p.file, expires)}`,
        url_expires_on: new Date(expires * 1000).toISOString(),
        ordinal: p.ordinal,
      }))
      .reverse();
    return { ...rest, images };
  }

  function send(res: http.ServerResponse, status: number, body: string | Buffer, type = 'application/json') {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/`;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    if (url.pathname.startsWith('/media/')) {
      const file = decodeURIComponent(url.pathname.slice('/media'.length));
      const expires = Number(url.searchParams.get('expires'));
      const valid = url.searchParams.get('signature') === sign(file, expires) && expires * 1000 > Date.now();
      const status = valid ? 200 : 403;
      media.push({ file, status });
      if (!valid) return send(res, 403, '<Error><Code>AccessDenied</Code></Error>', 'application/xml');
      const drawn = path.join(ROOT, 'public', file);
      return send(res, 200, fs.existsSync(drawn) ? fs.readFileSync(drawn) : await placeholderJpeg(), 'image/jpeg');
    }
    if (!url.pathname.startsWith('/api/')) return send(res, 404, JSON.stringify({ message: 'Not found' }));
    const apiPath = url.pathname.slice('/api/'.length);
    let body: Record<string, unknown> | null = null;
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, JSON.stringify({ message: 'The request is not JSON' }));
      }
    }
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
    const auth: FakeSweepBrightCall['auth'] = !header ? 'none' : token && (tokens.get(token) ?? 0) > Date.now() ? 'valid' : 'refused';
    const logged = body && apiPath === 'oauth/token' ? { grant_type: body.grant_type, client_id: body.client_id } : body;
    const call: FakeSweepBrightCall = {
      method: req.method ?? 'GET',
      path: apiPath,
      body: logged,
      accept: req.headers.accept ?? null,
      auth,
      status: 200,
    };
    calls.push(call);
    const reply = (status: number, payload: unknown) => {
      call.status = status;
      send(res, status, payload === null ? '' : JSON.stringify(payload));
    };
    if (apiPath === 'oauth/token' && req.method === 'POST') {
      if (body?.grant_type !== 'client_credentials' || body.client_id !== FAKE_SB_CLIENT_ID || body.client_secret !== FAKE_SB_CLIENT_SECRET)
        return reply(401, { error: 'invalid_client', message: 'Client authentication failed' });
      const value = randomBytes(24).toString('hex');
      tokens.set(value, Date.now() + tokenLifetime * 1000);
      return reply(200, { token_type: 'Bearer', expires_in: tokenLifetime, access_token: value });
    }
    if (auth !== 'valid') return reply(401, { message: 'Unauthenticated.' });
    if (req.headers.accept !== `application/vnd.sweepbright.v${version}+json`)
      return reply(406, { message: 'Not acceptable: ask for a version' });
    const estateCall = /^estates\/([0-9a-f-]{36})(\/url|\/contacts)?$/.exec(apiPath);
    if (estateCall) {
      const estate = estates.get(estateCall[1]!);
      if (!estate) return reply(404, { message: 'Not found' });
      if (!estateCall[2] && req.method === 'GET') return reply(200, served(estate));
      if (estateCall[2] === '/url' && req.method === 'PUT') {
        if (typeof body?.url !== 'string' || !/^https?:\/\//.test(body.url))
          return reply(422, { errors: { url: ['The url must be a valid URL.'] } });
        return reply(200, null);
      }
      if (estateCall[2] === '/contacts' && req.method === 'POST') {
        if (typeof body?.email !== 'string' || !body.email.includes('@'))
          return reply(422, { errors: { email: ['The email field is required.'] } });
        return reply(200, { id: randomBytes(8).toString('hex') });
      }
    }
    if (apiPath === 'contacts' && req.method === 'POST') {
      if (typeof body?.email !== 'string' || !body.email.includes('@'))
        return reply(422, { errors: { email: ['The email field is required.'] } });
      return reply(200, { id: randomBytes(8).toString('hex') });
    }
    return reply(404, { message: 'Not found' });
  }

  return {
    url: `${base}api/`,
    calls,
    media,
    gets: () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('estates/')),
    urlCalls: () => calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/url')),
    contacts: () => calls.filter((c) => c.method === 'POST' && (c.path === 'contacts' || c.path.endsWith('/contacts'))),
    setTokenLifetime: (seconds) => void (tokenLifetime = seconds),
    setImageLifetime: (seconds) => void (imageLifetime = seconds),
    expireTokens: () => tokens.clear(),
    updateEstate(uuid, patch) {
      const estate = estates.get(uuid);
      if (!estate) throw new Error(`fake SweepBright: no estate ${uuid}`);
      estates.set(uuid, { ...estate, ...patch });
    },
    removeEstate(uuid) {
      estates.delete(uuid);
    },
    putEstate: (estate) => void estates.set(estate.id, estate),
    estate: (uuid) => estates.get(uuid),
    estateIds: () => [...estates.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How a test webhook call is signed: rightly, wrongly (another body's signature) or not at all. */
export type WebhookSignature = 'good' | 'bad' | 'none';

/** The body and headers of a webhook call as SweepBright would post it. */
export function webhookCall(
  event: string,
  estateId: string,
  {
    signature = 'good',
    happenedAt = new Date(),
    extra = {},
  }: { signature?: WebhookSignature; happenedAt?: Date; extra?: Record<string, unknown> } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ event, estate_id: estateId, happened_at: happenedAt.toISOString(), company_id: FAKE_COMPANY_ID, ...extra });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'fake-sweepbright-webhooks' };
  if (signature !== 'none')
    headers[FAKE_SIGNATURE_HEADER] = createHmac('sha1', FAKE_SB_CLIENT_SECRET)
      .update(signature === 'good' ? body : `${body} `)
      .digest('hex');
  return { body, headers };
}

/** Posts a webhook call to `siteUrl` (the site's webhook endpoint); the answer. */
export async function sendWebhook(
  siteUrl: string,
  event: string,
  estateId: string,
  options: { signature?: WebhookSignature; happenedAt?: Date; extra?: Record<string, unknown> } = {},
): Promise<Response> {
  const { body, headers } = webhookCall(event, estateId, options);
  return fetch(siteUrl, { method: 'POST', headers, body });
}
