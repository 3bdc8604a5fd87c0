// Leads out (docs/decisions/0034), as a visitor and the agency's CRM meet them: the main server runs with
// CRM_URL pointing at the fake CRM (tests/crm/fake-omnicasa.ts), a real HTTP server on loopback that
// speaks Omnicasa's wire and records every call (playwright.config.ts starts it). A site contact and a
// property's "more info" reach the CRM exactly once each; with the CRM down, the next two are
// acknowledged to the visitor at once, their mails go out, and they reach the CRM exactly once after it
// is back. Each lead is told apart by an address of its own.
import type { Locator, Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import { test, expect } from './fixtures';
import { CRM_BASE } from './environment';
import { database } from './database';
import { mailsTo, uniqueAddress } from './mail';

/** One call the fake CRM received (credentials removed), as `GET /__calls` lists them. */
interface Call {
  endpoint: string;
  params: Record<string, unknown>;
  at: number;
}

const t = nl.Forms;
const saleId = 4101;

test.describe.configure({ mode: 'serial' });
// The CRM is one for the whole run: only one test at a time may take it down.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the CRM is shared: tested once, on the desktop project'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label).replace(/\u00a0/g, '\\s')}(?: \\*)?(?: ?\\(.*\\))?$`));

async function calls(): Promise<Call[]> {
  const response = await fetch(`${CRM_BASE}/__calls`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Call[];
}
const callsFor = async (email: string) => (await calls()).filter((call) => call.params.Email === email);

async function setCrm(mode: 'up' | 'down'): Promise<void> {
  const response = await fetch(`${CRM_BASE}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.ok).toBe(true);
}

/** The state of the lead of the submission sent from `email`: 'pending', 'sending', 'sent', 'failed', or null without one. */
async function leadState(email: string): Promise<string | null> {
  const { rows } = await database().query<{ status: string }>(
    "SELECT o.status FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = $1 AND o.kind = 'crm-lead'",
    [email],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.status ?? null;
}

async function fillPerson(form: Locator, email: string, remark: string) {
  await field(form, t.fields.title).selectOption('ms');
  await field(form, t.fields.firstName).fill('Els');
  await field(form, t.fields.lastName).fill('Van den Bossche');
  await field(form, t.fields.email).fill(email);
  await field(form, t.fields.phone).fill('0470 12 34 56');
  await field(form, t.fields.remark).fill(remark);
}

/** The site contact (menu page's contact module), sent and acknowledged on its thank-you page. */
async function siteContact(page: Page, email: string) {
  await page.goto('/nl/contact/');
  const form = page.locator('section#site-contact form');
  await fillPerson(form, email, 'Zijn jullie op zaterdag open?');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/site-contact\/$/);
}

/** A property's "more info" (open on the detail page), sent and acknowledged on its thank-you page. */
async function moreInfo(page: Page, email: string) {
  await page.goto(`/property/${saleId}/?lng=nl`);
  const form = page.locator('section#contact-me form');
  await fillPerson(form, email, 'Is de tuin op het zuiden gericht?');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-me\/$/);
}

/** The one lead of `email` reached the CRM as `endpoint`, once: its row is sent and no call after `since` repeats it. */
async function deliveredOnce(email: string, endpoint: string, since = 0) {
  await expect.poll(() => leadState(email), { timeout: 90_000, intervals: [500] }).toBe('sent');
  const accepted = (await callsFor(email)).filter((call) => call.at > since);
  expect(accepted.map((call) => call.endpoint)).toEqual([endpoint]);
  return accepted[0]!;
}

test('a site contact and a more-info request reach the CRM once each, also when it was down as they were sent', async ({ page }) => {
  test.slow();
  // (Other specs' forms push leads to the same CRM meanwhile: each test keeps to its own addresses.)
  const contact = uniqueAddress('crm-contact');
  const info = uniqueAddress('crm-info');
  await siteContact(page, contact);
  await moreInfo(page, info);
  const first = await deliveredOnce(contact, 'ContactOnMe');
  expect(first.params).toMatchObject({
    Email: contact,
    FirstName: 'Els',
    Name: 'Van den Bossche',
    GSM: '+32470123456',
    LanguageId: 1,
    Subject: 'Website: contact',
  });
  expect(first.params).not.toHaveProperty('ObjectID');
  const { rows } = await database().query<{ id: string }>('SELECT id FROM submissions WHERE email = $1', [contact]);
  expect(first.params.CustomStr1).toBe(`vitrine:${rows[0]!.id}`);
  const second = await deliveredOnce(info, 'ContactOnMe');
  expect(second.params).toMatchObject({ Email: info, ObjectID: saleId, Subject: 'Website: more information about a property' });

  // The CRM goes down for a minute.
  const downAt = Date.now();
  await setCrm('down');
  try {
    const contactLater = uniqueAddress('crm-contact-down');
    const infoLater = uniqueAddress('crm-info-down');
    // Acknowledged at once (the thank-you pages above wait for nothing of the CRM's) and mailed meanwhile.
    await siteContact(page, contactLater);
    await moreInfo(page, infoLater);
    await expect.poll(async () => (await mailsTo(contactLater)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await mailsTo(infoLater)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    // The CRM was tried and did not take them: they wait.
    await expect.poll(async () => (await callsFor(contactLater)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await callsFor(infoLater)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await leadState(contactLater)).toMatch(/^(pending|sending)$/);
    expect(await leadState(infoLater)).toMatch(/^(pending|sending)$/);

    // Down for a minute in all; the leads' retries go on meanwhile, each failing.
    await expect.poll(() => Date.now() - downAt, { timeout: 70_000, intervals: [1_000] }).toBeGreaterThanOrEqual(60_000);
    expect(await leadState(contactLater)).toMatch(/^(pending|sending)$/);
    const backAt = Date.now();
    await setCrm('up');
    const upAt = Date.now();
    // Calls made while the switch was under way would be ambiguous: there are none (the retries are seconds apart).
    expect(
      (await calls()).filter(
        (call) => call.at >= backAt && call.at <= upAt && [contactLater, infoLater].includes(call.params.Email as string),
      ),
    ).toEqual([]);

    const later = await deliveredOnce(contactLater, 'ContactOnMe', upAt);
    expect(later.params).toMatchObject({ Email: contactLater });
    const laterInfo = await deliveredOnce(infoLater, 'ContactOnMe', upAt);
    expect(laterInfo.params).toMatchObject({ Email: infoLater, ObjectID: saleId });
    // And the first two were not sent again.
    expect((await callsFor(contact)).map((call) => call.endpoint)).toEqual(['ContactOnMe']);
    expect((await callsFor(info)).map((call) => call.endpoint)).toEqual(['ContactOnMe']);
  } finally {
    await setCrm('up');
  }
});
