// The page behind a booked visit's signed link (issue 42, docs/decisions/0042, amendment 3): the agency
// publishes slots with the real command; a visitor books one in the detail page's visit form, follows
// the link of the confirmation mail, sees the booking, moves it to another free time (a new confirmation
// comes, with its own link), then cancels it, and the place is free at once in the agency's list.
// Without JavaScript the cancel is a plain post. A link with a changed, missing or malformed token is
// the page's "link not valid", with a 404 (400 for a malformed one).
import { simpleParser } from 'mailparser';
import type { Page } from '@playwright/test';
import { getProperty } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { test, expect } from './fixtures';
import { files } from './site-data';
import { database, databaseReady } from './database';
import { mailsTo, uniqueAddress } from './mail';
import { addBooking, addOwnSlots, bookingLinkPath, slotRadio, visitsCommand as visits } from './visit-slots';

type Lang = 'nl' | 'fr';
const MESSAGES = { nl, fr } as const;
const LANGS: readonly Lang[] = ['nl', 'fr'];
const SEGMENT = { nl: 'mijn-bezoek', fr: 'ma-visite' } as const;

// A sale on offer in both languages that no other spec books: a quarter into the catalogue (the forms
// spec has 4101, visit-booking.spec.ts the middle one, owner.spec.ts the first and the last ones).
const ids = [...new Set(files['properties.json'].properties.map((p) => p.ID))];
const candidates = ids.filter((id) =>
  LANGS.every((lang) => {
    const property = getProperty(lang, id);
    return property && property.goal === 'sale' && !isOffMarket(property) && !property.appointmentsFull;
  }),
);
const taken = new Set([
  4101,
  candidates.filter((id) => id !== 4101)[Math.floor(candidates.length / 2)],
  ...ids.slice(0, 3),
  ...ids.slice(-9),
]);
const propertyId = candidates.filter((id) => !taken.has(id))[Math.floor(candidates.length / 4)]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escape(label).replace(/\u00a0/g, '\\s')}(?: \\*)?(?: ?\\(.*\\))?$`);

/** Each test is a visitor of its own for the rate limits (the last X-Forwarded-For entry, as forms.spec.ts). */
const clientOf = (testInfo: { testId: string; retry: number; repeatEachIndex: number }) => {
  const hash = [...`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}:my-visit`].reduce(
    (h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0,
    13,
  );
  return `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}`;
};
test.use({ extraHTTPHeaders: async ({}, provide, testInfo) => provide({ 'x-forwarded-for': clientOf(testInfo) }) });
test.beforeEach(() => databaseReady());

/** Slots of this test's own on the property (visit-slots.ts): the times it looks for are its own. */
const ownSlots = (count: number) => addOwnSlots(propertyId, { count });

/** The agency's list line of a slot. */
const listLine = (slotId: number) =>
  visits('list', '--property', String(propertyId))
    .split('\n')
    .find((line) => new RegExp(`^\\s*${slotId}\\s`).test(line));

async function bookingsOf(email: string): Promise<{ slot_id: number; status: string }[]> {
  const { rows } = await database().query<{ slot_id: number; status: string }>(
    'SELECT slot_id, status FROM visit_bookings WHERE email = $1 ORDER BY created_at',
    [email],
  );
  return rows;
}

/** A visit booked through the detail page's form, as a visitor does. */
async function bookOnDetailPage(page: Page, lang: Lang, slot: { time: string; day: Date }, email: string) {
  const t = MESSAGES[lang].Forms;
  await page.goto(`/property/${propertyId}/?lng=${lang}`);
  await page.locator('summary').getByText(t['contact-appointment'].title, { exact: true }).click();
  const form = page.locator('section#contact-appointment form');
  await expect(form.getByRole('group', { name: labelled(t.fields.slot) })).toBeVisible();
  await form.getByLabel(labelled(t.fields.title)).selectOption('ms');
  await form.getByLabel(labelled(t.fields.firstName)).fill('Els');
  await form.getByLabel(labelled(t.fields.lastName)).fill('Wouters');
  await form.getByLabel(labelled(t.fields.email)).fill(email);
  await form.getByLabel(labelled(t.fields.phone)).fill('0470 12 34 56');
  await slotRadio(form, lang, slot).check();
  await form.getByRole('button', { name: t.submit }).click();
  // The booking's own page: its thanks.
  await expect(page).toHaveURL(new RegExp(`/${lang}/${SEGMENT[lang]}/\\?token=[\\w-]+\\.[\\w-]+&note=booked$`));
}

/** The path of the newest mail's link to this page. */
const linkOf = (text: string, lang: Lang) => {
  const found = [...text.matchAll(new RegExp(`/${lang}/${SEGMENT[lang]}/\\?token=[\\w-]+\\.[\\w-]+`, 'g'))];
  expect(found.length, text).toBeGreaterThan(0);
  return found[0]![0];
};

/** The status row of the page (a description list). */
const statusOf = (page: Page) => page.locator('.my-visit__facts dd[data-status]');
const when = (slot: { start: string }) => new RegExp(`(?<!\\d)0?${escape(slot.start.replace(/^0/, ''))}(?!\\d)`);

for (const lang of LANGS) {
  const t = MESSAGES[lang].MyVisit;

  test(`(${lang}) the mail's link opens the booking, moves it to another free time and cancels it; the place is free at once`, async ({
    page,
  }) => {
    test.slow();
    const [first, second, third] = await ownSlots(3);
    const email = uniqueAddress(`my-visit-${lang}`);
    await bookOnDetailPage(page, lang, first!, email);
    const [mail] = await mailsTo(email);
    const link = linkOf(mail!.text, lang);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('link', { name: getProperty(lang, propertyId)!.title })).toBeVisible();
    await expect(page.locator('.my-visit__facts')).toContainText(when(first!));
    await expect(page.locator('.my-visit__facts')).toContainText(t.privateVisit);
    await expect(statusOf(page)).toHaveText(t.status.booked);

    // Move: the other free times of the property, not the booked one.
    const move = page.locator('form', { has: page.getByRole('button', { name: t.move }) });
    await expect(slotRadio(move, lang, first!)).toHaveCount(0);
    await slotRadio(move, lang, second!).check();
    await move.getByRole('button', { name: t.move }).click();
    await expect(page.getByRole('status').filter({ hasText: t.notes.moved })).toBeVisible();
    await expect(page.locator('.my-visit__facts')).toContainText(when(second!));
    await expect(statusOf(page)).toHaveText(t.status.booked);
    expect(await bookingsOf(email)).toEqual([
      { slot_id: first!.id, status: 'cancelled' },
      { slot_id: second!.id, status: 'booked' },
    ]);
    expect(listLine(first!.id)).toContain('0/1 booked, 1 left');
    // A new confirmation, with the new time's link and .ics.
    const mails = await mailsTo(email, 2);
    const moved = mails.find((m) => !m.text.includes(link.split('token=')[1]!));
    expect(moved?.attachments.map((a) => a.contentType)).toContain('text/calendar');
    // One calendar event across the move: the first confirmation's UID, one SEQUENCE further.
    const event = async (m: typeof mail) =>
      (await simpleParser(m!.raw)).attachments
        .find((a) => a.contentType === 'text/calendar')!
        .content.toString('utf8')
        .replace(/\r\n /g, '');
    const [before, after] = [await event(mails.find((m) => m !== moved)), await event(moved)];
    expect(after.match(/^UID:.+$/m)?.[0]).toBe(before.match(/^UID:.+$/m)?.[0]);
    expect(before).toMatch(/^SEQUENCE:0\r$/m);
    expect(after).toMatch(/^SEQUENCE:1\r$/m);
    expect(linkOf(moved!.text, lang)).toBe(new URL(page.url()).pathname + new URL(page.url()).search.replace(/&note=moved$/, ''));

    // Cancel: the place is free at once.
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('status').filter({ hasText: t.notes.cancelled })).toBeVisible();
    await expect(statusOf(page)).toHaveText(t.status.cancelled);
    await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.move })).toHaveCount(0);
    expect(listLine(second!.id)).toContain('0/1 booked, 1 left');
    expect(listLine(third!.id)).toContain('0/1 booked, 1 left');

    // The first link still opens, and says the visit it named is cancelled.
    await page.goto(link);
    await expect(statusOf(page)).toHaveText(t.status.cancelled);
  });

  test(`(${lang}) a changed, missing or malformed token is the "link not valid" page, with a 4xx`, async ({ page }) => {
    const base = `/${lang}/${SEGMENT[lang]}/`;
    const id = '0b7f5e0c-8a4e-4c1e-9d52-3f0c2f3a9b11';
    const tampered = `${id}.${'A'.repeat(43)}`;
    for (const [url, status] of [
      [`${base}?token=${tampered}`, 404],
      [base, 404],
      [`${base}?token=nonsense`, 400],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: t.invalidTitle })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();
      expect(response?.headers()['cache-control'], url).toMatch(/no-store/);
    }
  });

  test.describe(`(${lang}) without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });

    test('the cancel button is a plain post, and the place is free at once', async ({ page }) => {
      const [slot] = await ownSlots(1);
      const email = uniqueAddress(`my-visit-nojs-${lang}`);
      const id = await addBooking(slot!.id, { name: 'Els Wouters', email, phone: '+32 470 12 34 56' }, 'booked', lang);
      const response = await page.goto(await bookingLinkPath(lang, id));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/private/);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(statusOf(page)).toHaveText(t.status.booked);
      expect(listLine(slot!.id)).toContain('1/1 booked, 0 left');
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByRole('status').filter({ hasText: t.notes.cancelled })).toBeVisible();
      await expect(statusOf(page)).toHaveText(t.status.cancelled);
      expect(await bookingsOf(email)).toEqual([{ slot_id: slot!.id, status: 'cancelled' }]);
      expect(listLine(slot!.id)).toContain('0/1 booked, 1 left');
    });
  });
}
