// The SweepBright adapter against a FAKE SweepBright (tests/crm/fake-sweepbright.ts), a real HTTP server
// on loopback, with a real database (PGlite): the webhook endpoint's handler behind a loopback server of
// its own (signatures, payloads, bursts), the token and the versioned Accept header, both shapes of the
// legal block, pictures fetched before their signed URLs expire, a 404 as a removal, the public URL told
// once, a lead's body, the id map across runs, and the catalogue sync: a full run into a copy of the
// sample data that passes the data check, then a webhook-driven run with an update and a deletion.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkDataDirectory } from '@/lib/catalogue/routing/check-data';
import type { Handle } from '@/lib/platform/db/client';
import { crmIds, crmWebhookEvents, outbox } from '@/lib/platform/db/schema';
import { allCrmIds, webhookEvents } from '@/lib/platform/dal/crm-webhooks';
import { deliverLeadsDue } from '@/lib/agency/outbox/crm';
import { TEST_DATABASES } from '@/tests/unit/databases';
import {
  FAKE_SB_CLIENT_ID,
  FAKE_SB_CLIENT_SECRET,
  FAKE_SIGNATURE_HEADER,
  sendWebhook,
  startFakeSweepBright,
  uuidOf,
  type FakeSweepBright,
} from '@/tests/crm/fake-sweepbright';
import { syncCatalogue } from '../sync/run';
import { SweepBrightSession } from './auth';
import { sweepbrightCatalogue } from './catalogue';
import { queueResync, sweepbrightAdapter } from './index';
import { fromEstate, imageList } from './mapping';
import { handleWebhook, MAX_WEBHOOK_BYTES } from './webhook';
import { DEFAULT_API_VERSION } from './wire';

// A sync runs the whole data check on the sample catalogue: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const SAMPLE = path.resolve(__dirname, '../../../../data');
const SITE = 'https://www.agency.test';
const folders: string[] = [];
let fake: FakeSweepBright;
let handle: Handle & { close(): Promise<void> };
let hook: http.Server;
let hookUrl = '';
const hookLog: string[] = [];

const connection = () => ({
  url: fake.url,
  clientId: FAKE_SB_CLIENT_ID,
  clientSecret: FAKE_SB_CLIENT_SECRET,
  apiVersion: DEFAULT_API_VERSION,
});
const leadCatalogue = { typeIds: () => [], placeNames: (zips: string[]) => zips };
const adapter = () => sweepbrightAdapter(connection(), { db: async () => handle.db, siteUrl: SITE, leadCatalogue });

function dataCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sweepbright-'));
  folders.push(dir);
  for (const name of fs.readdirSync(SAMPLE)) if (name.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, name), path.join(dir, name));
  fs.cpSync(path.join(SAMPLE, 'documents'), path.join(dir, 'documents'), { recursive: true });
  return dir;
}

function records(dir: string): Record<string, unknown>[] {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'properties.json'), 'utf8')) as { properties: Record<string, unknown>[] }).properties;
}

beforeAll(async () => {
  fake = await startFakeSweepBright();
  handle = await TEST_DATABASES[0]!.open();
  // The route's handler behind a loopback server: what app/api/crm/sweepbright/route.ts does, without Next.
  hook = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
      const response = await handleWebhook(request, {
        secret: FAKE_SB_CLIENT_SECRET,
        signatureHeader: FAKE_SIGNATURE_HEADER,
        db: async () => handle.db,
        log: (line) => hookLog.push(line),
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/crm/sweepbright`;
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => hook?.close(() => resolve()));
  await handle?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const pending = () => webhookEvents(handle.db, 'sweepbright');

describe('the webhook endpoint', () => {
  const house = uuidOf(4101);

  it('queues a well-signed call (202) and refuses an unsigned or badly signed one (401), queueing nothing', async () => {
    expect((await sendWebhook(hookUrl, 'estate-updated', house, { signature: 'none' })).status).toBe(401);
    expect((await sendWebhook(hookUrl, 'estate-updated', house, { signature: 'bad' })).status).toBe(401);
    expect(await pending()).toEqual([]);
    // Logged once a minute: the header names, never their values.
    expect(hookLog).toHaveLength(1);
    expect(hookLog[0]).toContain('content-type');
    expect(hookLog[0]).not.toContain('application/json');
    const ok = await sendWebhook(hookUrl, 'estate-updated', house);
    expect(ok.status).toBe(202);
    expect((await pending()).map((row) => [row.estateId, row.event])).toEqual([[house, 'estate-updated']]);
  });

  it('refuses a payload it cannot read (400), and a body over 64 KiB (413), never a 500', async () => {
    expect((await sendWebhook(hookUrl, 'estate-archived', house)).status).toBe(400);
    expect((await sendWebhook(hookUrl, 'estate-updated', 'not-a-uuid')).status).toBe(400);
    const signed = async (body: string) => {
      const { createHmac } = await import('node:crypto');
      return fetch(hookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [FAKE_SIGNATURE_HEADER]: createHmac('sha1', FAKE_SB_CLIENT_SECRET).update(body).digest('hex'),
        },
        body,
      });
    };
    expect((await signed('{"event": "estate-updated", ')).status).toBe(400);
    expect((await signed('[]')).status).toBe(400);
    expect((await sendWebhook(hookUrl, 'estate-updated', house, { extra: { padding: 'x'.repeat(MAX_WEBHOOK_BYTES) } })).status).toBe(413);
    expect((await pending()).length).toBe(1);
  });

  it('answers 503 when the database cannot take the call', async () => {
    const { webhookCall } = await import('@/tests/crm/fake-sweepbright');
    const { body, headers } = webhookCall('estate-updated', house);
    const response = await handleWebhook(new Request('http://127.0.0.1/api/crm/sweepbright', { method: 'POST', headers, body }), {
      secret: FAKE_SB_CLIENT_SECRET,
      signatureHeader: FAKE_SIGNATURE_HEADER,
      db: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(response.status).toBe(503);
  });

  it('coalesces a burst for one estate into one pending row; a deletion wins over an update', async () => {
    const flat = uuidOf(4102);
    for (const event of ['estate-added', 'estate-updated', 'estate-updated', 'estate-updated'])
      expect((await sendWebhook(hookUrl, event, flat)).status).toBe(202);
    await sendWebhook(hookUrl, 'estate-deleted', house);
    await sendWebhook(hookUrl, 'estate-updated', house);
    expect((await pending()).map((row) => [row.estateId, row.event]).sort()).toEqual([
      [house, 'estate-deleted'],
      [flat, 'estate-updated'],
    ]);
    await handle.db.delete(crmWebhookEvents);
  });
});

describe('the estate and its mapping', () => {
  it('takes a token and asks with the versioned Accept header; a wrong version is refused', async () => {
    const session = new SweepBrightSession(connection());
    const estate = await session.call('GET', `estates/${uuidOf(4101)}`, null);
    expect(fake.gets().at(-1)).toMatchObject({ accept: 'application/vnd.sweepbright.v20191206+json', auth: 'valid', status: 200 });
    expect(estate).toMatchObject({ id: uuidOf(4101), negotiation: 'sale' });
    const wrong = new SweepBrightSession({ ...connection(), apiVersion: '20210723' });
    await expect(wrong.call('GET', `estates/${uuidOf(4101)}`, null)).rejects.toThrow(/HTTP 406/);
    // A revoked token is renewed once.
    fake.expireTokens();
    await expect(session.call('GET', `estates/${uuidOf(4101)}`, null)).resolves.toMatchObject({ id: uuidOf(4101) });
    const tokenCalls = fake.calls.filter((c) => c.path === 'oauth/token');
    expect(tokenCalls.every((c) => !JSON.stringify(c.body).includes(FAKE_SB_CLIENT_SECRET))).toBe(true);
  });

  it('maps both shapes of the legal block, and the sample record comes back', async () => {
    const session = new SweepBrightSession(connection());
    const sample = new Map(
      (
        JSON.parse(fs.readFileSync(path.join(SAMPLE, 'properties.json'), 'utf8')) as { properties: Record<string, unknown>[] }
      ).properties.map((r) => [`${r.ID}:${r.language}`, r]),
    );
    // 4106: `legal.*`; 4101: the energy certificate at the top level.
    for (const id of [4106, 4101]) {
      const estate = (await session.call('GET', `estates/${uuidOf(id)}`, null)) as Record<string, unknown>;
      expect(Boolean(estate.legal)).toBe(id % 2 === 0);
      const ours = sample.get(`${id}:fr`)!;
      const record = fromEstate(estate, 1_000_001, new Date('2026-12-01T10:00:00Z'), { lang: 'fr' });
      expect(record).toMatchObject({
        ID: 1_000_001,
        WebID: ours.WebID,
        Goal: ours.Goal,
        Price: ours.Price,
        Title: ours.Title,
        Description: ours.Description,
        Zip: ours.Zip,
        Street: ours.Street,
        EnergyPerformance: ours.EnergyPerformance,
        EPCLabelText: ours.EPCLabelText,
        EPCCertificateCode: ours.EPCCertificateCode ?? null,
        Bedrooms: ours.Bedrooms ?? null,
        LivingSurface: ours.LivingSurface ?? null,
        Permit: ours.Permit ?? null,
        Summons: ours.Summons ?? null,
        CreateDate: '2026-12-01T10:00:00.000Z',
        language: 'fr',
      });
      if (id % 2 === 0)
        expect(record).toMatchObject({
          FloodScoreParcel: 'A',
          FloodZone: "Pas en zone d'aléa d'inondation",
          CO2Emission: ours.CO2Emission ?? null,
          PlanningData: "Zone d'habitat",
        });
      else expect(record.FloodScoreParcel).toBeUndefined();
      // Pictures in their ordinal order, whatever the list's.
      expect(imageList(estate).map((p) => p.Name)).toEqual((sample.get(`${id}:nl`)!.Pictures as { Name: string }[]).map((p) => p.Name));
    }
    // A status off the website, a sold one, a type no source names.
    const base = (await session.call('GET', `estates/${uuidOf(4102)}`, null)) as Record<string, unknown>;
    expect(
      fromEstate({ ...base, status: 'sold' }, 1, new Date(), { lang: 'nl', marquee: { sold: 2, rented: 3, option: null } }),
    ).toMatchObject({
      Marquee: 2,
      MarqueeName: 'Verkocht',
    });
    expect(fromEstate({ ...base, type: 'castle' }, 1, new Date(), { lang: 'nl' }).WebID).toBe('castle');
  });
});

describe('a sync fed by webhooks', () => {
  let dir: string;

  it('a full run reads every announced estate, fetches the pictures before their URLs expire, and passes the data check', async () => {
    await handle.db.delete(crmWebhookEvents);
    await handle.db.delete(crmIds);
    await handle.db.delete(outbox);
    dir = dataCopy();
    // Every estate announced once; the pictures' URLs live 20 s.
    fake.setImageLifetime(20);
    for (const uuid of fake.estateIds()) expect((await sendWebhook(hookUrl, 'estate-added', uuid)).status).toBe(202);
    const source = adapter().catalogue;
    const gets = fake.gets().length;
    const run = await syncCatalogue({ dataDir: dir, source, full: true });
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'full', changed: true });
    expect(checkDataDirectory(dir).ok).toBe(true);
    // Each estate fetched once for both languages.
    expect(fake.gets().length - gets).toBe(fake.estateIds().length);
    const all = records(dir);
    const ids = await allCrmIds(handle.db, 'sweepbright');
    expect(new Set(all.map((r) => r.ID))).toEqual(new Set(ids.map((row) => row.id)));
    expect(all).toHaveLength(ids.length * 2);
    expect(Math.min(...ids.map((row) => row.id))).toBeGreaterThanOrEqual(1_000_000);
    // Every picture fetched while its URL was valid, and once for both languages.
    expect(fake.media.filter((m) => m.status !== 200)).toEqual([]);
    const house = all.find((r) => r.ID === ids.find((row) => row.externalId === uuidOf(4101))!.id && r.language === 'nl')!;
    const pictures = house.Pictures as { Url: string }[];
    expect(pictures.length).toBe(4);
    for (const picture of pictures) expect(fs.existsSync(path.join(dir, picture.Url))).toBe(true);
    // The calls are done, and each published estate's URL is queued once.
    expect(await pending()).toEqual([]);
    expect((await webhookEvents(handle.db, 'sweepbright', 'done')).length).toBe(fake.estateIds().length);
    const urls = (await handle.db.select().from(outbox)).filter(
      (row) => (row.message as unknown as { request: { endpoint: string } }).request.endpoint === 'estate-url',
    );
    expect(urls.length).toBe(ids.length);
  });

  it("tells SweepBright the public URL once, with the leads' delivery", async () => {
    const delivery = { db: handle.db, adapter: adapter() };
    let sent = 0;
    for (let round = 0; round < 20; round++) {
      const report = await deliverLeadsDue(delivery, 5);
      sent += report.sent;
      expect(report.failed).toBe(0);
      if (report.sent === 0) break;
    }
    const ids = await allCrmIds(handle.db, 'sweepbright');
    expect(sent).toBe(ids.length);
    const house = ids.find((row) => row.externalId === uuidOf(4101))!;
    const calls = fake.urlCalls().filter((c) => c.path === `estates/${uuidOf(4101)}/url`);
    expect(calls.map((c) => c.body)).toEqual([{ url: `${SITE}/property/${house.id}/` }]);
  });

  it('a webhook-driven run brings an update and a deletion (a deletion event, and a 404), keeping the ids', async () => {
    const before = new Map((await allCrmIds(handle.db, 'sweepbright')).map((row) => [row.externalId, row.id]));
    const [changed, deleted, vanished] = [uuidOf(4101), uuidOf(4102), uuidOf(4103)];
    fake.updateEstate(changed, { price: { amount: 398000, currency: 'EUR', hidden: false } });
    fake.removeEstate(vanished);
    await sendWebhook(hookUrl, 'estate-updated', changed);
    await sendWebhook(hookUrl, 'estate-updated', changed);
    await sendWebhook(hookUrl, 'estate-deleted', deleted);
    await sendWebhook(hookUrl, 'estate-updated', vanished);
    const gets = fake.gets().length;
    const run = await syncCatalogue({ dataDir: dir, source: adapter().catalogue });
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'incremental', changed: true });
    // The updated estate's images come at new signed URLs: named by the image's id, none is fetched again.
    expect(run.counts).toMatchObject({ changed: 1, new: 0, removed: 2, mediaDownloaded: 0 });
    expect(run.counts!.mediaReused).toBeGreaterThan(0);
    // Only the updated estates are fetched: the changed one once, the vanished one (404).
    expect(
      fake
        .gets()
        .slice(gets)
        .map((c) => c.path)
        .sort(),
    ).toEqual([`estates/${changed}`, `estates/${vanished}`].sort());
    const all = records(dir);
    expect(all.filter((r) => r.ID === before.get(changed)).map((r) => r.Price)).toEqual([398000, 398000]);
    expect(all.some((r) => r.ID === before.get(deleted) || r.ID === before.get(vanished))).toBe(false);
    expect(checkDataDirectory(dir).ok).toBe(true);
    // The id map is stable across runs.
    const after = new Map((await allCrmIds(handle.db, 'sweepbright')).map((row) => [row.externalId, row.id]));
    expect(after).toEqual(before);
    // The URL of the changed estate was told already: nothing new queued.
    expect((await handle.db.select().from(outbox)).filter((row) => row.status === 'pending')).toEqual([]);
  });

  it('an estate whose new version fails its check is held back: its last good version stays, the run names it, the calls are done', async () => {
    const uuid = uuidOf(4106);
    const id = (await allCrmIds(handle.db, 'sweepbright')).find((row) => row.externalId === uuid)!.id;
    const published = records(dir).filter((r) => r.ID === id);
    expect(published).toHaveLength(2);
    const price = fake.estate(uuid)!.price;
    fake.updateEstate(uuid, { price: { amount: 'on request', currency: 'EUR', hidden: false } });
    try {
      await sendWebhook(hookUrl, 'estate-updated', uuid);
      const run = await syncCatalogue({ dataDir: dir, source: adapter().catalogue });
      expect(run.ok).toBe(true);
      expect(run.held?.map((h) => [h.id, h.field])).toEqual([
        [id, 'Price'],
        [id, 'Price'],
      ]);
      expect(records(dir).filter((r) => r.ID === id)).toEqual(published);
      expect(checkDataDirectory(dir).ok).toBe(true);
    } finally {
      fake.updateEstate(uuid, { price });
    }
  });

  it('a run that fails hands the calls back for the next one', async () => {
    const uuid = uuidOf(4105);
    await sendWebhook(hookUrl, 'estate-updated', uuid);
    const broken = sweepbrightCatalogue(new SweepBrightSession({ ...connection(), clientSecret: 'wrong' }), {
      db: async () => handle.db,
      siteUrl: SITE,
    });
    const run = await syncCatalogue({ dataDir: dir, source: broken });
    expect(run.ok).toBe(false);
    expect(run.errors?.[0]).toMatch(/refused the client id or secret/);
    expect((await pending()).map((row) => [row.estateId, row.attempts, row.lastError])).toEqual([
      [uuid, 1, 'the sync run did not succeed'],
    ]);
    // queueResync asks for an estate again by our id.
    const ours = (await allCrmIds(handle.db, 'sweepbright')).find((row) => row.externalId === uuidOf(4101))!.id;
    expect(await queueResync(handle.db, [String(ours)])).toBe(1);
    expect((await pending()).map((row) => row.estateId).sort()).toEqual([uuid, uuidOf(4101)].sort());
    // An estate never announced here (a first connection, webhooks lost): queued by SweepBright's id; not a
    // made-up one.
    const unknown = '0f0f0f0f-0000-4000-8000-000000000001';
    expect(await queueResync(handle.db, [unknown, 'not-an-id'])).toBe(1);
    expect((await pending()).map((row) => row.estateId)).toContain(unknown);
  });
});

describe('leads', () => {
  it("sends a property's lead to the estate's contacts with the names the sources give", async () => {
    const ours = (await allCrmIds(handle.db, 'sweepbright')).find((row) => row.externalId === uuidOf(4101))!.id;
    const a = adapter();
    const lead = a.lead({
      id: '5b3e0c1e-0000-4000-8000-000000000001',
      form: 'contact-me',
      lang: 'fr',
      propertyId: ours,
      fields: { firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.test', phone: '+32470123456', remark: 'Encore libre ?' },
    });
    expect(lead).toMatchObject({ crm: 'sweepbright', request: { endpoint: 'estate-contacts', propertyId: ours } });
    await a.deliver(lead!);
    const call = fake.contacts().at(-1)!;
    expect(call.path).toBe(`estates/${uuidOf(4101)}/contacts`);
    expect(call.status).toBe(200);
    expect(Object.keys(call.body!).sort()).toEqual(['email', 'first_name', 'last_name', 'locale', 'message', 'phone']);
    expect(call.body).toMatchObject({
      first_name: 'Anna',
      last_name: 'Peeters',
      email: 'anna@example.test',
      phone: '+32470123456',
      locale: 'fr',
    });
    expect(call.body!.message).toMatch(/Encore libre \?[\s\S]*vitrine:5b3e0c1e/);
    expect(a.lead({ id: 'x', form: 'testimonial', lang: 'nl', fields: {} })).toBeNull();
  });
});
