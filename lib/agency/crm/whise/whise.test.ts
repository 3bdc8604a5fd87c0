// The Whise adapter against a FAKE Whise (tests/crm/fake-whise.ts): a real HTTP server on loopback
// speaking Whise's wire (the two token calls, estates/list, contacts/upsert), serving the sample
// catalogue mapped back to Whise's estates. Tokens, rate limits, paging, changed-since, details by id,
// withdrawn estates and the contact upsert, each over real HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/lib/catalogue/data/types';
import {
  FAKE_CLIENT_ID,
  FAKE_OFFICE_ID,
  FAKE_WHISE_PASSWORD,
  FAKE_WHISE_USER,
  startFakeWhise,
  type FakeWhise,
} from '@/tests/crm/fake-whise';
import type { CatalogueSource, CrmRecord, LeadSubmission } from '../adapter';
import { CrmError } from '../errors';
import { WhiseSession, jwtExpiry, renewTime } from './auth';
import { whiseCatalogue } from './catalogue';
import { whiseAdapter } from './index';
import { fromWhiseProperty } from './mapping';
import { EMPTY_MAPPING, type AgencyMapping } from '../mapping-file';
import { LEAD_FORMS } from './leads';
import { PROPERTY_FIELDS, date, dateTime, flag, htmlToText, num, numOrEqualRange, whiseDateTime } from './mapping';
import { backoffMs, retryAfterMs, type WhiseConnection } from './wire';

vi.setConfig({ testTimeout: 20_000 });

const SAMPLE = path.resolve(__dirname, '../../../../data');
const sample = (JSON.parse(fs.readFileSync(path.join(SAMPLE, 'properties.json'), 'utf8')) as { properties: CrmRecord[] }).properties;
const sampleRecord = (id: number, lang: string) => sample.find((r) => r.ID === id && r.language === lang)!;

let fake: FakeWhise;

const connection = (extra: Partial<WhiseConnection> = {}): WhiseConnection => ({
  url: fake.url,
  user: FAKE_WHISE_USER,
  password: FAKE_WHISE_PASSWORD,
  clientId: FAKE_CLIENT_ID,
  officeId: FAKE_OFFICE_ID,
  backoffMs: 20,
  ...extra,
});

async function all(source: CatalogueSource, lang: Lang, changedSince: Date | null = null): Promise<CrmRecord[]> {
  const records: CrmRecord[] = [];
  for await (const page of source.properties({ lang, changedSince })) records.push(...page);
  return records;
}

const since = (calls: number) => fake.calls.slice(calls);
const endpoints = (calls: number) => since(calls).map((c) => `${c.endpoint} ${c.status}`);

beforeAll(async () => {
  fake = await startFakeWhise({ pageCap: 50 });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.setMode('up');
  fake.setTokenLifetime(3600);
  fake.rateLimit(0);
});

describe('tokens', () => {
  it('asks for the account token, then the client token with it, and keeps both while they are valid', async () => {
    const session = new WhiseSession(connection());
    const calls = fake.calls.length;
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4102] } });
    expect(endpoints(calls)).toEqual(['token 200', 'v1/admin/clients/token 200', 'v1/estates/list 200', 'v1/estates/list 200']);
    const [token, client, list] = since(calls);
    expect(token!.body).toEqual({}); // the credentials are not logged
    expect(client!).toMatchObject({ auth: 'account', body: { ClientId: FAKE_CLIENT_ID, OfficeId: FAKE_OFFICE_ID } });
    expect(list!.auth).toBe('client');
  });

  it('renews the tokens before they expire, by the exp of their JWT', async () => {
    fake.setTokenLifetime(3);
    const session = new WhiseSession(connection());
    const calls = fake.calls.length;
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    // Renewed at half their short life, before Whise refused them: no 401.
    expect(endpoints(calls)).toEqual([
      'token 200',
      'v1/admin/clients/token 200',
      'v1/estates/list 200',
      'token 200',
      'v1/admin/clients/token 200',
      'v1/estates/list 200',
    ]);
  });

  it('reads exp from a JWT, and assumes an hour less five minutes for a token that is not one', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 2_000_000_000 })).toString('base64url');
    expect(jwtExpiry(`x.${payload}.y`)).toBe(2_000_000_000_000);
    expect(jwtExpiry('opaque-token')).toBeNull();
    expect(renewTime('opaque-token', 0)).toBe(55 * 60_000);
  });

  it('a 401 on a data call renews both tokens once and tries again', async () => {
    const session = new WhiseSession(connection());
    await session.clientToken();
    fake.expireTokens();
    const calls = fake.calls.length;
    const answer = await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    expect((answer as { estates: unknown[] }).estates).toHaveLength(1);
    expect(endpoints(calls)).toEqual(['v1/estates/list 401', 'token 200', 'v1/admin/clients/token 200', 'v1/estates/list 200']);
    expect(since(calls)[0]!.auth).toBe('refused');
  });

  it('a second 401 is a permanent error that names no credential or token', async () => {
    fake.setMode('unauthorized');
    const session = new WhiseSession(connection());
    const token = await session.clientToken();
    const error = await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect((error as CrmError).transient).toBe(false);
    expect((error as CrmError).message).toMatch(/refused a new token too \(HTTP 401\)/);
    for (const secret of [token, FAKE_WHISE_PASSWORD, FAKE_WHISE_USER]) expect((error as Error).message).not.toContain(secret);
  });

  it('wrong credentials: a permanent error without them', async () => {
    const error = await new WhiseSession(connection({ password: 'wrong-secret-123' })).clientToken().catch((e: unknown) => e);
    expect(error).toMatchObject({ transient: false });
    expect((error as Error).message).toMatch(/refused the account's user name or password/);
    expect((error as Error).message).not.toContain('wrong-secret-123');
  });
});

describe('rate limits', () => {
  it('waits what Retry-After says on a 429, then succeeds', async () => {
    const session = new WhiseSession(connection());
    await session.clientToken();
    fake.rateLimit(1, '1');
    const calls = fake.calls.length;
    const started = Date.now();
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(endpoints(calls)).toEqual(['v1/estates/list 429', 'v1/estates/list 200']);
  });

  it('backs off without Retry-After, and gives up after six tries with a transient error', async () => {
    const session = new WhiseSession(connection());
    await session.clientToken();
    fake.rateLimit(3, null);
    let calls = fake.calls.length;
    await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', EstateIds: [4101] } });
    expect(endpoints(calls)).toEqual(['v1/estates/list 429', 'v1/estates/list 429', 'v1/estates/list 429', 'v1/estates/list 200']);
    fake.rateLimit(10, null);
    calls = fake.calls.length;
    const error = await session.call('v1/estates/list', { Filter: { LanguageId: 'nl-BE' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ transient: true });
    expect((error as Error).message).toMatch(/limiting the rate of calls \(HTTP 429, 6 tries\)/);
    expect(since(calls)).toHaveLength(6);
  });

  it('reads Retry-After as seconds or a date, and doubles the back-off with jitter up to 60 s', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(backoffMs(1, null, 1000, () => 1)).toBe(1000);
    expect(backoffMs(3, null, 1000, () => 0)).toBe(2000);
    expect(backoffMs(10, null, 1000, () => 1)).toBe(60_000);
    expect(backoffMs(1, 120_000)).toBe(60_000);
  });
});

describe('the catalogue', () => {
  it('pages by Limit and Offset until totalCount is read, one language per walk', async () => {
    const source = whiseCatalogue(new WhiseSession(connection()), 20);
    const calls = fake.calls.length;
    const records = await all(source, 'fr');
    const ids = fake.estateIds('property');
    expect(new Set(records.map((r) => r.ID))).toEqual(new Set(ids));
    expect(records.every((r) => r.language === 'fr')).toBe(true);
    const lists = since(calls).filter((c) => c.endpoint === 'v1/estates/list');
    // Every estate of the client is listed (projects too), 20 a page.
    const total = ids.length + fake.estateIds('project').length;
    expect(lists.map((c) => (c.body.Page as { Offset: number }).Offset)).toEqual(
      Array.from({ length: Math.ceil(total / 20) }, (_, i) => i * 20),
    );
    expect(lists[0]!.body).toEqual({
      Filter: { LanguageId: 'fr-BE', StatusIds: [1, 5, 6], DisplayStatusIds: [1, 2, 3, 4, 5] },
      Page: { Limit: 20, Offset: 0 },
    });
  });

  it("maps an estate's fields and its details read by id to the sample's record", async () => {
    const records = await all(whiseCatalogue(new WhiseSession(connection())), 'nl');
    // Fields that do not travel both ways: Whise's category names, the sample's own marks and availability texts.
    const skip = new Set(['MainTypeName', 'TypeDescription', 'Marquee', 'MarqueeName', 'Availability', 'RecordFile']);
    const compared = Object.keys(PROPERTY_FIELDS).filter((f) => !skip.has(f));
    for (const id of [4101, 4103, 4110]) {
      const ours = records.find((r) => r.ID === id)!;
      const theirs = sampleRecord(id, 'nl');
      for (const name of compared) expect([id, name, ours[name] ?? null]).toEqual([id, name, theirs[name] ?? null]);
    }
    const house = records.find((r) => r.ID === 4101)!;
    expect(house).toMatchObject({
      Latitude: 51.058202,
      EPCCertificateCode: '20231204-0000779513-RES-1',
      Summons: false,
      CountryID: 10,
      CountryName: 'België',
    });
    // Pictures: in their order, whatever the list's, at the largest size.
    expect(house.Pictures).toEqual(
      (sampleRecord(4101, 'nl').Pictures as { ID: number; Url: string }[]).map((p) => ({
        ID: p.ID,
        url: `${fake.url}media${p.Url}?size=xxl`,
        Name: '',
      })),
    );
    expect(house).not.toHaveProperty('FloodScoreParcel');
    expect(house).not.toHaveProperty('NotaryFeesWithVat');
    expect(house.Documents).toEqual([]);
  });

  it('a detail changed in Whise is read by its id, whatever its label', async () => {
    fake.setDetail(4101, 2391, '20990101-0000000001-RES-1', 'nl');
    fake.setDetail(4101, 1849, '51,5', 'nl');
    const house = (await all(whiseCatalogue(new WhiseSession(connection())), 'nl')).find((r) => r.ID === 4101)!;
    expect(house.EPCCertificateCode).toBe('20990101-0000000001-RES-1');
    expect(house.Latitude).toBe(51.5);
    fake.setDetail(4101, 2391, String(sampleRecord(4101, 'nl').EPCCertificateCode), 'nl');
    fake.setDetail(4101, 1849, String(sampleRecord(4101, 'nl').Latitude), 'nl');
  });

  it('asks only what changed since, by the update time range, in Brussels time', async () => {
    // Whise's range is to the second: a second after the estates the tests before changed.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const from = new Date();
    fake.updateEstate(4102, { price: 123456 });
    const calls = fake.calls.length;
    const records = await all(whiseCatalogue(new WhiseSession(connection())), 'nl', from);
    expect(records.map((r) => r.ID)).toEqual([4102]);
    expect(records[0]!.Price).toBe(123456);
    const filter = since(calls).find((c) => c.endpoint === 'v1/estates/list')!.body.Filter as Record<string, unknown>;
    expect(filter.UpdateDateTimeRange).toEqual({ Min: whiseDateTime(from) });
    expect(whiseDateTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01 12:00:00');
    expect(whiseDateTime(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-01 11:00:00');
    fake.updateEstate(4102, { price: sampleRecord(4102, 'nl').Price });
  });

  it('an estate taken offline is not yielded: its id is reported withdrawn, once', async () => {
    const from = new Date(Date.now() - 60_000);
    fake.setOffline(4104);
    fake.setOffline(4105, { statusId: 5 });
    const source = whiseCatalogue(new WhiseSession(connection()));
    const records = await all(source, 'nl', from);
    expect(records.some((r) => r.ID === 4104 || r.ID === 4105)).toBe(false);
    expect((await source.deletedPropertyIds()).sort()).toEqual([4104, 4105]);
    expect(await source.deletedPropertyIds()).toEqual([]);
    fake.updateEstate(4104, { displayStatusId: 2 });
    fake.updateEstate(4105, { status: { id: 1 } });
  });

  it('reads projects (estates that can have children) and their units keep the project as ProjectID', async () => {
    const source = whiseCatalogue(new WhiseSession(connection()));
    const units = (await all(source, 'nl')).filter((r) => r.ProjectID !== null);
    const projects: CrmRecord[] = [];
    const calls = fake.calls.length;
    for await (const page of source.projects({ lang: 'nl' })) projects.push(...page);
    // From the full walk just made: no second walk.
    expect(since(calls)).toHaveLength(0);
    expect(projects.map((p) => p.ID).sort()).toEqual(fake.estateIds('project').sort());
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(projects.map((p) => p.ID)).toContain(unit.ProjectID);
    // Alone (an incremental run), projects are a walk of their own.
    const alone: CrmRecord[] = [];
    for await (const page of whiseCatalogue(new WhiseSession(connection())).projects({ lang: 'fr' })) alone.push(...page);
    expect(alone.map((p) => p.ID).sort()).toEqual(fake.estateIds('project').sort());
    expect(alone[0]).toMatchObject({ language: 'fr', PublicAddress: expect.any(Boolean) });
  });

  it('a language Whise has no id for, or a request Whise says it did not take, is a permanent error', async () => {
    const source = whiseCatalogue(new WhiseSession(connection()));
    await expect(all(source, 'de')).rejects.toMatchObject({ transient: false, message: expect.stringMatching(/no language id for de/) });
    const session = new WhiseSession(connection());
    const error = await session
      .call('v1/estates/list', { Filter: { LanguageId: 'nl-BE', Colour: 'red' } })
      .then((answer) => import('./catalogue').then(({ listPage }) => listPage(answer)))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      transient: false,
      message: expect.stringMatching(/did not take the request: The filter colour is not known/),
    });
  });

  it('garbage and a down host are transient errors', async () => {
    const source = whiseCatalogue(new WhiseSession(connection()));
    fake.setMode('garbage');
    await expect(all(source, 'nl')).rejects.toMatchObject({ transient: true, message: expect.stringMatching(/not JSON/) });
    fake.setMode('down');
    await expect(all(source, 'nl')).rejects.toMatchObject({ transient: true, message: expect.stringMatching(/cannot reach the CRM/) });
  });
});

describe('coercion', () => {
  it('numbers, flags, dates and HTML as ours; what cannot be coerced passes unchanged', () => {
    const c = { lang: 'nl' };
    expect([num('123', c), num('12,5', c), num('', c), num('op aanvraag', c)]).toEqual([123, 12.5, null, 'op aanvraag']);
    expect([numOrEqualRange('179-179', c), numOrEqualRange('150-179', c)]).toEqual([179, '150-179']);
    expect([flag('1', c), flag('0', c), flag(1, c), flag('maybe', c)]).toEqual([true, false, true, 'maybe']);
    expect([date('08/18/2025 00:00', c), date('2025-08-18T00:00:00', c), date('18.08.2025', c)]).toEqual([
      '2025-08-18',
      '2025-08-18',
      '18.08.2025',
    ]);
    expect(dateTime('2025-04-28T09:14:35.43', c)).toBe('2025-04-28T07:14:35.430Z');
    expect(dateTime('2025-01-28T09:14:35', c)).toBe('2025-01-28T08:14:35.000Z');
    expect(htmlToText('<p>Een &amp; twee<br/>drie &eacute;&#233;</p>')).toBe('Een & twee\ndrie éé');
  });
});

describe('leads', () => {
  const submission = (extra: Partial<LeadSubmission> = {}): LeadSubmission => ({
    id: '0b0e5d2c-1111-4222-8333-444455556666',
    form: 'contact-me',
    lang: 'fr',
    propertyId: 4101,
    fields: { firstName: 'Anna', lastName: 'Peeters', email: 'anna@example.test', phone: '+32470123456', remark: 'Is it still for sale?' },
    ...extra,
  });

  it('a form about a property becomes a contact upsert with the estate, without the fields Whise is not known to take', async () => {
    const adapter = whiseAdapter(connection());
    const lead = adapter.lead(submission())!;
    expect(lead).toEqual({
      crm: 'whise',
      request: {
        endpoint: 'v1/contacts/upsert',
        body: {
          Name: 'Peeters',
          FirstName: 'Anna',
          PrivateEmail: 'anna@example.test',
          LanguageId: 'fr-BE',
          CountryId: 1,
          StatusId: 1,
          OfficeIds: [FAKE_OFFICE_ID],
          EstateIds: [4101],
        },
      },
    });
    await adapter.deliver(JSON.parse(JSON.stringify(lead)) as typeof lead);
    const received = fake.contacts().at(-1)!;
    expect(received).toMatchObject({ status: 200, auth: 'client', body: (lead.request as { body: unknown }).body });
    expect(JSON.stringify(received.body)).not.toMatch(/\+32470123456|still for sale/);
  });

  it('every lead form of Omnicasa is one here; a project is an estate; the others are none', () => {
    const adapter = whiseAdapter(connection());
    const leads = Object.keys(LEAD_FORMS).filter((form) => adapter.lead(submission({ form })) !== null);
    expect(leads.sort()).toEqual(
      [
        'contact-appointment',
        'contact-construction',
        'contact-demand',
        'contact-me',
        'demand-register',
        'documents',
        'purchase-offer',
        'rental-application',
        'site-contact',
      ].sort(),
    );
    const project = adapter.lead(submission({ form: 'contact-construction', propertyId: null, projectId: 901 }))!;
    expect((project.request as { body: { EstateIds: number[] } }).body.EstateIds).toEqual([901]);
    const site = adapter.lead(submission({ form: 'site-contact', propertyId: null }))!;
    expect((site.request as { body: object }).body).not.toHaveProperty('EstateIds');
    expect(adapter.visitLead({} as never)).toBeNull();
  });

  it('delivery: a refusal is permanent, a rate limit or a host down transient', async () => {
    const adapter = whiseAdapter(connection());
    const refused = await adapter.deliver(adapter.lead(submission({ propertyId: 999999 }))!).catch((e: unknown) => e);
    expect(refused).toMatchObject({ transient: false, message: expect.stringMatching(/HTTP 400\): Estate 999999 not found/) });
    fake.rateLimit(1, '30');
    const limited = await adapter.deliver(adapter.lead(submission())!).catch((e: unknown) => e);
    expect(limited).toMatchObject({ transient: true, message: expect.stringMatching(/HTTP 429/) });
    fake.setMode('down');
    await expect(adapter.deliver(adapter.lead(submission())!)).rejects.toMatchObject({ transient: true });
  });
});

describe('configuration', () => {
  it('CRM_KIND=whise needs CRM_CLIENT_ID; the client and office ids are for Whise only', async () => {
    const { parseEnv } = await import('@/lib/platform/env');
    const account = { CRM_URL: 'https://api.whise.eu/', CRM_USER: 'agency', CRM_PASSWORD: 'pw' };
    expect(parseEnv({ ...account, CRM_KIND: 'whise', CRM_CLIENT_ID: '4242', CRM_OFFICE_ID: '77' })).toMatchObject({
      CRM_KIND: 'whise',
      CRM_CLIENT_ID: 4242,
      CRM_OFFICE_ID: 77,
    });
    expect(() => parseEnv({ ...account, CRM_KIND: 'whise' })).toThrow(/CRM_CLIENT_ID: required when CRM_KIND is whise/);
    expect(() => parseEnv({ ...account, CRM_CLIENT_ID: '4242' })).toThrow(/CRM_CLIENT_ID: only for CRM_KIND=whise/);
    expect(() => parseEnv({ CRM_KIND: 'zabun' })).toThrow(/CRM_KIND: expected omnicasa, whise or sweepbright/);
    expect(() => parseEnv({ ...account, CRM_KIND: 'whise', CRM_CLIENT_ID: 'abc' })).toThrow(/CRM_CLIENT_ID/);
    expect(parseEnv({}).CRM_KIND).toBeUndefined();
  });
});

describe("the agency's mapping file", () => {
  it('fills what the table does not read, from a path or a detail id, read as the file says, over the table', () => {
    const estate = { id: 7, price: 250000, details: [{ id: 9901, value: ' c ' }], extra: { code: 'EPC-123' } };
    const mapping: AgencyMapping = {
      ...EMPTY_MAPPING,
      crm: 'whise',
      fields: {
        FloodScoreParcel: { from: 'details.9901', as: 'floodScore' },
        EPCCertificateCode: { from: 'extra.code' },
        Price: { from: 'details.9901' },
      },
    };
    const record = fromWhiseProperty(estate, 'nl', undefined, mapping);
    expect(record).toMatchObject({ FloodScoreParcel: 'C', EPCCertificateCode: 'EPC-123', Price: ' c ' });
    expect(fromWhiseProperty(estate, 'nl')).not.toHaveProperty('FloodScoreParcel');
  });
});
