// Booking a visit slot (issue 42, docs/decisions/0042): the agency publishes slots with the real command
// (`npm run visits -- add`, on the test server's database); a visitor picks one in the detail page's
// visit form (read live: the page is cached) and books it, the confirmation mail carries the .ics and
// the link to cancel or move, `npm run visits -- list` shows the booking; a slot taken meanwhile is
// refused with the next free ones offered and the input kept; without JavaScript the visit form links
// to the booking page, which lists the same slots and takes a plain post.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Locator, Page } from '@playwright/test';
import { openToken } from '@/lib/visitor/captcha/code';
import { getProperty } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';
import { deriveKey } from '@/lib/platform/security/keys';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { test, expect, scanA11y } from './fixtures';
import { files } from './site-data';
import { MAIN_STATE_DIR } from './environment';
import { database, databaseReady } from './database';
import { mailsTo, uniqueAddress } from './mail';
import { addBooking, addOwnSlots, slotRadio, visitsCommand as visits } from './visit-slots';
import { addOwner, choosePassword, logIn } from './owners';

type Lang = 'nl' | 'fr';
const MESSAGES = { nl, fr } as const;
const LANGS: readonly Lang[] = ['nl', 'fr'];

// A sale on offer in both languages that no other spec books or asks a visit of: from the middle of
// the catalogue (4101 is the forms spec's, the last ids the page-view counting's and the owner spec's).
const candidates = [...new Set(files['properties.json'].properties.map((p) => p.ID))].filter((id) =>
  LANGS.every((lang) => {
    const property = getProperty(lang, id);
    return property && property.goal === 'sale' && !isOffMarket(property) && !property.appointmentsFull;
  }),
);
const propertyId = candidates.filter((id) => id !== 4101)[Math.floor(candidates.length / 2)]!;
// One whose slots this spec fills, three quarters in (my-visit.spec.ts has a quarter in, owner.spec.ts
// the first and last ids): its visit form says the appointments are full.
const ids = [...new Set(files['properties.json'].properties.map((p) => p.ID))];
const fullPropertyId = candidates.filter(
  (id) => id !== 4101 && id !== propertyId && !ids.slice(0, 3).includes(id) && !ids.slice(-9).includes(id),
)[Math.floor((candidates.length * 3) / 4)]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escape(label).replace(/\u00a0/g, '\\s')}(?: \\*)?(?: ?\\(.*\\))?$`);
const field = (scope: Locator, label: string) => scope.getByLabel(labelled(label));

/** Each test is a visitor of its own for the rate limits (the last X-Forwarded-For entry, as forms.spec.ts). */
const clientOf = (testInfo: { testId: string; retry: number; repeatEachIndex: number }) => {
  const hash = [...`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}:visit`].reduce(
    (h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0,
    11,
  );
  return `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}`;
};
test.use({ extraHTTPHeaders: async ({}, provide, testInfo) => provide({ 'x-forwarded-for': clientOf(testInfo) }) });
test.beforeEach(() => databaseReady());

/** Slots of this test's own on the property (visit-slots.ts): the times it looks for are its own. */
const ownSlots = (count: number, options: { capacity?: number; label?: string } = {}) => addOwnSlots(propertyId, { count, ...options });

async function fillPerson(form: Locator, lang: Lang, email: string, lastName = 'Van den Bossche') {
  const f = MESSAGES[lang].Forms.fields;
  await field(form, f.title).selectOption('ms');
  await field(form, f.firstName).fill('Els');
  await field(form, f.lastName).fill(lastName);
  await field(form, f.email).fill(email);
  await field(form, f.phone).fill('0470 12 34 56');
}

/** The visit fold of the detail page, opened; its form once the free slots are shown. */
async function openVisitForm(page: Page, lang: Lang): Promise<Locator> {
  const t = MESSAGES[lang].Forms;
  await page.goto(`/property/${propertyId}/?lng=${lang}`);
  await page.locator('summary').getByText(t['contact-appointment'].title, { exact: true }).click();
  const form = page.locator('section#contact-appointment form');
  await expect(form.getByRole('group', { name: labelled(t.fields.slot) })).toBeVisible();
  return form;
}

/** Where a booked visit's form leads: the booking's own page, its signed link and the note that it was just booked. */
const bookedPage = (lang: Lang) =>
  new RegExp(`/${lang}/${lang === 'nl' ? 'mijn-bezoek' : 'ma-visite'}/\\?token=[\\w-]+\\.[\\w-]+&note=booked$`);

async function bookingsOf(email: string): Promise<{ slot_id: number; status: string; lang: string }[]> {
  const { rows } = await database().query<{ slot_id: number; status: string; lang: string }>(
    'SELECT slot_id, status, lang FROM visit_bookings WHERE email = $1',
    [email],
  );
  return rows;
}

/** The answer to the typed captcha, read from its token with the test server's key (white-box, as forms.spec.ts). */
function captchaAnswer(token: string): string {
  const secret = fs.readFileSync(path.join(MAIN_STATE_DIR, 'secret'), 'utf8').trim();
  const opened = openToken(token, deriveKey(secret, 'captcha-code'));
  if (!opened) throw new Error('captcha token does not open with the test server key');
  return opened.answer;
}

for (const lang of LANGS) {
  const t = MESSAGES[lang];

  test(`(${lang}) a visitor books a free slot on the detail page: thanks, the mail with its .ics, the agency's list`, async ({ page }) => {
    const [slot] = await ownSlots(1);
    const email = uniqueAddress(`book-${lang}`);
    const form = await openVisitForm(page, lang);
    // The time bands are replaced by the slots.
    await expect(form.getByRole('radiogroup', { name: labelled(t.Forms.fields.contactTime) })).toHaveCount(0);
    await scanA11y(page, { include: ['section#contact-appointment'] });
    // A target of at least 44 px on every viewport.
    expect((await slotRadio(form, lang, slot!).locator('xpath=ancestor::label').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // When first, then who: the free times come before the first personal field.
    expect(
      await form.evaluate((element) => {
        const times = element.querySelector('fieldset');
        const firstName = element.querySelector('input[name="firstName"]');
        return !!times && !!firstName && !!(times.compareDocumentPosition(firstName) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await fillPerson(form, lang, email);
    await slotRadio(form, lang, slot!).check();
    await form.getByRole('button', { name: t.Forms.submit }).click();
    // The thanks of a booked visit: its own page says it is booked, when and where, with the .ics and the link to keep.
    await expect(page).toHaveURL(bookedPage(lang));
    expect(await bookingsOf(email)).toEqual([{ slot_id: slot!.id, status: 'booked', lang }]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.MyVisit.bookedTitle);
    await expect(page.locator('.my-visit').getByRole('status')).toHaveText(t.MyVisit.notes.booked);
    await expect(page.locator('.my-visit__facts')).toContainText(slot!.time.slice(0, 5));
    await expect(page.locator('.my-visit__facts')).toContainText(t.MyVisit.status.booked);
    const calendarLink = page.getByRole('link', { name: t.MyVisit.calendar });
    const calendar = await page.request.get((await calendarLink.getAttribute('href'))!);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(calendar.headers()['cache-control']).toBe('private, no-store');
    expect(calendar.headers()['content-disposition']).toContain(t.Mail.visit.booked.file);
    expect(await calendar.text()).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    const manage = page.getByRole('link', { name: t.MyVisit.manageLink });
    expect(new URL((await manage.getAttribute('href'))!, page.url()).search).toBe(new URL(page.url()).search.replace('&note=booked', ''));
    // A call-back is what a request without a slot gets, never a booking.
    await expect(page.getByText(t.Thanks['contact-appointment'].text)).toHaveCount(0);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain(slot!.time.slice(0, 5).replace(/^0/, ''));
    const link = new RegExp(`/${lang}/${lang === 'nl' ? 'mijn-bezoek' : 'ma-visite'}/\\?token=[\\w-]+\\.[\\w-]+`);
    expect(mail!.text).toMatch(link);
    const ics = (await simpleParser(mail!.raw)).attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.filename).toBe(t.Mail.visit.booked.file);
    const event = ics!.content.toString('utf8').replace(/\r\n /g, '');
    expect(event).toContain('METHOD:PUBLISH');
    expect(event).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(event).toMatch(/^LOCATION:.+/m);
    expect(event).toMatch(link);

    const list = visits('list', '--property', String(propertyId));
    const lines = list.split('\n');
    const at = lines.findIndex((line) => new RegExp(`^\\s*${slot!.id}\\s`).test(line));
    expect(lines[at], list).toContain('1/1 booked, 0 left');
    expect(lines[at + 1]).toContain(`<${email}>`);
  });

  test(`(${lang}) a slot taken meanwhile is refused with the next free ones offered and the input kept; a full slot is no longer offered`, async ({
    page,
    request,
  }) => {
    const label = lang === 'nl' ? 'Kijkdag' : 'Portes ouvertes';
    const [open, next] = await ownSlots(2, { capacity: 2, label });
    const email = uniqueAddress(`taken-${lang}`);
    const form = await openVisitForm(page, lang);
    // An open day says how many places are left.
    await expect(slotRadio(form, lang, open!)).toHaveAccessibleName(new RegExp(`${escape(label)}.*2`));
    await fillPerson(form, lang, email, 'Peeters');
    await slotRadio(form, lang, open!).check();
    // Meanwhile two others take its last places.
    for (const other of ['a', 'b'])
      await database().query("INSERT INTO visit_bookings (slot_id, name, email, lang) VALUES ($1, 'Iemand', $2, 'nl')", [
        open!.id,
        uniqueAddress(`other-${other}`),
      ]);
    await form.getByRole('button', { name: t.Forms.submit }).click();
    await expect(form.getByRole('alert')).toContainText(t.Forms.messages.slotTaken);
    await expect(slotRadio(form, lang, open!)).toHaveCount(0);
    await expect(slotRadio(form, lang, next!)).toBeVisible();
    await expect(field(form, t.Forms.fields.lastName)).toHaveValue('Peeters');
    await expect(field(form, t.Forms.fields.email)).toHaveValue(email);
    expect(await bookingsOf(email)).toEqual([]);
    // The live list no longer offers the full slot; the agency's list says it is full.
    const live = await (await request.get(`/api/visit-slots/${propertyId}/?lang=${lang}`)).json();
    const offered = (live as { days: { slots: { id: number }[] }[] }).days.flatMap((day) => day.slots.map((slot) => slot.id));
    expect(offered).not.toContain(open!.id);
    expect(offered).toContain(next!.id);
    expect(
      visits('list', '--property', String(propertyId))
        .split('\n')
        .find((line) => new RegExp(`^\\s*${open!.id}\\s`).test(line)),
    ).toContain('2/2 booked, 0 left');

    await slotRadio(form, lang, next!).check();
    await form.getByRole('button', { name: t.Forms.submit }).click();
    await expect(page).toHaveURL(bookedPage(lang));
    expect(await bookingsOf(email)).toEqual([{ slot_id: next!.id, status: 'booked', lang }]);
  });

  test.describe(`(${lang}) without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });

    test('the visit form links to the booking page, which lists the free slots and books one', async ({ page }) => {
      const [slot] = await ownSlots(1);
      const email = uniqueAddress(`nojs-${lang}`);
      await page.goto(`/property/${propertyId}/?lng=${lang}`);
      await page.locator('summary').getByText(t.Forms['contact-appointment'].title, { exact: true }).click();
      await page.locator('section#contact-appointment').getByRole('link', { name: t.Forms.openForm }).click();
      await page.locator('section#contact-appointment').getByRole('link', { name: t.Forms['contact-appointment'].slots.noJs }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${lang === 'nl' ? 'bezoek' : 'visite'}/${propertyId}/$`));
      let form = page.locator('section#contact-appointment form');
      await fillPerson(form, lang, email);
      await slotRadio(form, lang, slot!).check();
      await form.getByRole('button', { name: t.Forms.submit }).click();
      // The typed captcha, as every form without JavaScript; the choice is kept.
      form = page.locator('section#contact-appointment form');
      await expect(form.getByRole('alert')).toHaveText(t.Forms.messages.captchaNeeded);
      await expect(slotRadio(form, lang, slot!)).toBeChecked();
      await form
        .getByRole('textbox', { name: new RegExp(escape(t.Forms.captchaLabel)) })
        .fill(captchaAnswer(await form.locator('input[name="captcha_token"]').inputValue()));
      await form.getByRole('button', { name: t.Forms.submit }).click();
      await expect(page).toHaveURL(bookedPage(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.MyVisit.bookedTitle);
      expect(await bookingsOf(email)).toEqual([{ slot_id: slot!.id, status: 'booked', lang }]);
      const [mail] = await mailsTo(email);
      expect(mail!.attachments.map((a) => a.contentType)).toContain('text/calendar');
    });
  });
}

test("the property's owner sees a booking and a more-info request, never who sent them: not on the page, not in the CSV", async ({
  page,
  browser,
}) => {
  const t = MESSAGES.nl;
  const [slot] = await ownSlots(1);
  const email = uniqueAddress('owner-privacy');
  const lastName = `Privé${Date.now().toString(36)}`;
  const remark = `Een vraag van ${lastName} over de tuin`;
  // A visitor books the slot and asks for more information, through the forms as anyone would.
  const form = await openVisitForm(page, 'nl');
  await fillPerson(form, 'nl', email, lastName);
  await slotRadio(form, 'nl', slot!).check();
  await form.getByRole('button', { name: t.Forms.submit }).click();
  await expect(page).toHaveURL(bookedPage('nl'));
  await page.goto(`/property/${propertyId}/?lng=nl`);
  const info = page.locator('section#contact-me form');
  await fillPerson(info, 'nl', email, lastName);
  await field(info, t.Forms.fields.remark).fill(remark);
  await info.getByRole('button', { name: t.Forms.submit }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-me\/$/);

  // The property's owner, in a browser of their own.
  const owner = addOwner('owner-privacy', 'nl', [propertyId]);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } });
  const ownerPage = await context.newPage();
  await choosePassword(ownerPage, 'nl', owner.link);
  await logIn(ownerPage, 'nl', owner.email);
  await ownerPage.goto(`/nl/portaal/${propertyId}/`);
  const stats = t.Owner.stats;
  // What happened, and when: the booking once, as booked with its time, and the request, each with the kind of contact.
  const rows = ownerPage.locator('.owner-table--history tbody tr');
  await expect(
    rows.filter({ hasText: t.Forms['contact-appointment'].title }).filter({ hasText: stats.bookingStatus.booked }).first(),
  ).toContainText(stats.contactKind.visit);
  await expect(rows.filter({ hasText: t.Forms['contact-me'].title }).first()).toContainText(stats.contactKind.email);
  // Never who: no name, address or words of the visitor anywhere on the page or in the file.
  const page_ = await ownerPage.content();
  const csv = await (await ownerPage.request.get(`/api/owner/${propertyId}/history/?lang=nl`)).text();
  for (const [where, text] of [
    ['page', page_],
    ['csv', csv],
  ] as const) {
    expect(text, where).not.toContain(email);
    expect(text, where).not.toContain(lastName);
    expect(text, where).not.toContain('de tuin');
  }
  await context.close();
});

test('every slot of the coming weeks taken: the visit fold says the appointments are full, with no fields to fill, and the more-info form stays', async ({
  page,
}) => {
  const t = MESSAGES.nl.Forms;
  await addOwnSlots(fullPropertyId, { from: 3, to: 30, capacity: 2 });
  // Every place of the property's slots ahead taken (those an earlier run left included).
  const { rows } = await database().query<{ id: number; free: number }>(
    `SELECT s.id, s.capacity - count(b.id) FILTER (WHERE b.status = 'booked')::int AS free FROM visit_slots s LEFT JOIN visit_bookings b ON b.slot_id = s.id
     WHERE s.property_id = $1 AND s.cancelled_at IS NULL AND s.starts_at > now() GROUP BY s.id`,
    [fullPropertyId],
  );
  for (const slot of rows)
    for (let i = 0; i < slot.free; i++)
      await addBooking(slot.id, { name: 'Volzet Bezoeker', email: uniqueAddress('full'), phone: '+32470000000' });

  await page.goto(`/property/${fullPropertyId}/?lng=nl`);
  await page.locator('summary').getByText(t['contact-appointment'].title, { exact: true }).click();
  const fold = page.locator('section#contact-appointment');
  await expect(fold.getByRole('status').filter({ hasText: t['contact-appointment'].full })).toBeVisible();
  // No field without a button to send it: the fold holds the message only.
  await expect(fold.getByRole('textbox')).toHaveCount(0);
  await expect(fold.getByRole('button', { name: t.submit })).toHaveCount(0);
  await expect(page.locator('section#contact-me').getByRole('button', { name: t.submit })).toBeVisible();
  await scanA11y(page, { include: ['section#contact-appointment'] });
});

test('the free slots route answers privately, and 404 for what is not a property', async ({ request }) => {
  const answer = await request.get(`/api/visit-slots/${propertyId}/?lang=nl`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  for (const bad of [`/api/visit-slots/abc/?lang=nl`, `/api/visit-slots/999999999/?lang=nl`, `/api/visit-slots/${propertyId}/?lang=xx`])
    expect((await request.get(bad)).status(), bad).toBe(404);
  const page = await request.get(`/nl/bezoek/${propertyId}/`);
  expect(page.headers()['cache-control']).toMatch(/private|no-store/);
  expect(page.headers()['cache-control']).not.toMatch(/s-maxage/);
});
