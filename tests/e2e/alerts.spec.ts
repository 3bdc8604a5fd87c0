// Search alerts (issue 16) as a buyer meets them: a search registered through the demand register in
// the browser and confirmed with the link of its mail; a deployment whose catalogue (a second data
// directory) adds two matching properties and one that is not; `npm run alerts -- run` on the test
// server's database queues exactly one mail with the two, which the server's worker delivers; its
// change link opens the search without the password, its stop link stops it with RFC 8058's one-click
// POST and, opened in a browser, only after a click; a second run sends nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { test, expect } from './fixtures';
import { database, databaseReady } from './database';
import { MAIN_STATE_DIR, MAIN_URL } from './environment';
import { mailsTo, uniqueAddress, type Mail } from './mail';
import { files } from './site-data';
import { runCommand } from './commands';

const t = nl;
const f = t.Forms.fields;
const PASSWORD = 'zonnige tuin 2027';
/** The search: a house ("Woning") to buy in Brugge, at most € 450.000. */
const ZIP = '8000';
const CITY = { nl: 'Brugge', fr: 'Bruges' } as const;
const TYPE = files['types.json'].types.find((type) => type.language === 'nl' && type.ShowOrder === 1)!;
const MATCHES = [99_101, 99_102] as const;
const NON_MATCH = 99_103;

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'alerts are tested once, on the desktop project'));
test.beforeEach(() => databaseReady());

/** `npm run alerts -- ...` on the test server's database, with the catalogue of `dataDir` (data/ by default). */
function alerts(args: string[], dataDir?: string): string {
  const run = runCommand(
    'alerts',
    args,
    { VITRINE_STATE_DIR: MAIN_STATE_DIR, VITRINE_SITE_URL: MAIN_URL, ...(dataDir ? { VITRINE_DATA_DIR: dataDir } : {}) },
    90_000,
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

/** A copy of data/ whose catalogue adds the two matches and the non-match (too dear), in nl and fr. */
function deployment(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-alerts-data-'));
  fs.cpSync(path.join(__dirname, '..', '..', 'data'), dir, { recursive: true });
  const template = (language: string) => files['properties.json'].properties.find((p) => p.ID === 4101 && p.language === language)!;
  const added = (
    [
      [MATCHES[0], 395_000],
      [MATCHES[1], 420_000],
      [NON_MATCH, 600_000],
    ] as const
  ).flatMap(([id, price]) =>
    (['nl', 'fr'] as const).map((language): PropertyRecord => ({
      ...template(language),
      ID: id,
      language,
      WebID: TYPE.WebID,
      WebIDs: [TYPE.WebID],
      Goal: 0,
      Marquee: 0,
      MarqueeName: null,
      Price: price,
      Zip: ZIP,
      City: CITY[language],
      Title: `${language === 'nl' ? 'Nieuwe woning' : 'Nouvelle maison'} ${id}`,
      // The photos are those of property 4101, which the build has: the mail's images exist.
      Documents: [],
      Videos: [],
    })),
  );
  const catalogue = structuredClone(files['properties.json']);
  catalogue.properties.push(...added);
  fs.writeFileSync(path.join(dir, 'properties.json'), JSON.stringify(catalogue));
  return dir;
}

const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u00a0/g, '\\s')}(?: \\*)?(?: ?\\(.*\\))?$`);
const field = (scope: Locator, label: string) => scope.getByLabel(labelled(label));
const group = (scope: Locator, label: string) =>
  scope.getByRole('radiogroup', { name: labelled(label) }).or(scope.getByRole('group', { name: labelled(label) }));

async function register(page: Page, email: string) {
  await page.goto('/nl/wij-zoeken/');
  const form = page.locator('section#demand-register form');
  await field(form, f.title).selectOption('ms');
  await field(form, f.firstName).fill('Els');
  await field(form, f.lastName).fill('Van den Bossche');
  await field(form, f.email).fill(email);
  await field(form, f.phone).fill('0470 12 34 56');
  await field(form, f.password).fill(PASSWORD);
  await field(form, f.passwordConfirm).fill(PASSWORD);
  await group(form, f.goal).getByLabel(f.goals.buy, { exact: true }).check();
  await group(form, f.types).getByLabel(TYPE.Name, { exact: true }).check();
  await group(form, f.zones).getByLabel(`${CITY.nl} (${ZIP})`, { exact: true }).check();
  await field(form, f.priceMax).fill('450000');
  await form.getByRole('button', { name: t.Forms.submit }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/demand-register\/$/);
}

const searchOf = async (email: string) =>
  (
    await database().query<{ id: string; status: string; criteria: { priceMax?: number } }>(
      'SELECT id, status, criteria FROM searches WHERE email = $1',
      [email],
    )
  ).rows[0]!;
const alertRows = async (email: string) =>
  (
    await database().query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'search-alert' AND message->>'to' = $1`, [
      email,
    ])
  ).rows[0]!.n;
const isAlert = (mail: Mail) => /voor uw zoekopdracht$/.test(mail.subject);
/** A path and query of an absolute address of the test server. */
const local = (url: string) => url.replace(MAIN_URL, '');

test('a confirmed search gets one mail with its two new matches, whose links change and stop it; a second run sends nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The job has seen the deployed catalogue (the server's worker does so at start; once more is harmless).
  alerts(['run']);

  const email = uniqueAddress('alert');
  await register(page, email);
  const [confirmation] = await mailsTo(email);
  expect(confirmation!.subject).toBe(t.Mail.search.subject);
  await page.goto(local(/https?:\/\/\S+\/nl\/inschrijving\/\?token=[\w.-]+/.exec(confirmation!.text)![0]));
  await page.getByRole('button', { name: t.Subscription.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(t.Subscription.searchConfirmed);
  // Headed by what it is about, not "Nieuwsbrief", with the way onward: the search, the listings, home (issue 36).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Subscription.searchTitle);
  await expect(page.getByRole('link', { name: t.Subscription.manageSearch })).toHaveAttribute('href', '/nl/mijn-zoekopdracht/');
  await expect(page.getByRole('link', { name: t.Thanks.browse })).toHaveAttribute('href', '/nl/te-koop/');
  await expect(page.getByRole('main').getByRole('link', { name: t.Thanks.back })).toHaveAttribute('href', '/nl/');
  const search = await searchOf(email);
  expect(search.status).toBe('confirmed');

  const dataDir = deployment();
  try {
    // The dry run says what would go out, and changes nothing.
    const dry = alerts(['run', '--dry-run'], dataDir);
    expect(dry).toContain(`would send search ${search.id} to al***@example.test (nl): ${MATCHES.join(', ')}`);
    expect(await alertRows(email)).toBe(0);

    const out = alerts(['run'], dataDir);
    expect(out).toContain(`queued search ${search.id} to al***@example.test (nl): ${MATCHES.join(', ')}`);
    const received = (await mailsTo(email, 2)).filter(isAlert);
    expect(received).toHaveLength(1);
    const alert = received[0]!;
    expect(alert.subject).toBe('2 panden voor uw zoekopdracht');
    for (const id of MATCHES) {
      expect(alert.text).toContain(`Nieuwe woning ${id}`);
      expect(alert.text).toMatch(new RegExp(`${MAIN_URL}/nl/te-koop/brugge/nieuwe-woning-${id}/${id}/`));
    }
    expect(alert.text).not.toContain(String(NON_MATCH));
    expect(alert.text).toContain('€\u00a0395.000');
    // The photos are absolute addresses the site serves.
    const images = [...alert.html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.startsWith(`${MAIN_URL}/photos/`)).toBe(true);
      expect((await request.get(local(image))).status()).toBe(200);
    }
    // RFC 8058 headers.
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const stop = new URL(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(alert.raw.replace(/\r?\n[ \t]+/g, ''))![1]!);
    expect(`${stop.origin}${stop.pathname}`).toBe(`${MAIN_URL}/api/unsubscribe/`);

    // A second run sends nothing, even once the day has passed: both were sent already.
    await database().query(`UPDATE searches SET last_alert_at = now() - interval '25 hours' WHERE id = $1`, [search.id]);
    expect(alerts(['run'], dataDir)).toContain('0 mails queued');
    expect(await alertRows(email)).toBe(1);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The change link opens the search, no password asked, and saves a change.
  const alert = (await mailsTo(email, 2)).find(isAlert)!;
  const change = /https?:\/\/\S+\/nl\/mijn-zoekopdracht\/\?change=[\w.-]+/.exec(alert.text)![0];
  await page.goto(local(change));
  const edit = page.locator('form').filter({ has: page.getByRole('button', { name: t.Forms['search-edit'].save }) });
  await expect(field(edit, f.priceMax)).toHaveValue('450000');
  await expect(group(edit, f.zones).getByLabel(`${CITY.nl} (${ZIP})`, { exact: true })).toBeChecked();
  await field(edit, f.priceMax).fill('460000');
  await edit.getByRole('button', { name: t.Forms['search-edit'].save }).click();
  await expect(page.getByText(t.Forms.messages.searchSaved)).toBeVisible();
  expect((await searchOf(email)).criteria.priceMax).toBe(460000);

  // Opening the stop address (a mail scanner, a person) stops nothing: it shows a page with a button.
  const stopAddress = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(alert.raw.replace(/\r?\n[ \t]+/g, ''))![1]!;
  await page.goto(local(stopAddress));
  await expect(page.getByText(t.Subscription.searchStopText)).toBeVisible();
  expect((await searchOf(email)).status).toBe('confirmed');
  // The one-click POST stops it at once, and answers 200 without a page.
  const oneClick = await request.post(local(stopAddress), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toBe(t.Subscription.searchStopped);
  expect((await searchOf(email)).status).toBe('stopped');

  // Running again, the page's button stops it too (the stop link in the mail's body leads there).
  await database().query(`UPDATE searches SET status = 'confirmed', stopped_at = NULL WHERE id = $1`, [search.id]);
  const bodyStop = /https?:\/\/\S+\/nl\/inschrijving\/\?token=alert-stop[\w.-]+/.exec(alert.text)![0];
  await page.goto(local(bodyStop));
  await page.getByRole('button', { name: t.Subscription.stop }).click();
  await expect(page.getByRole('status')).toHaveText(t.Subscription.searchStopped);
  expect((await searchOf(email)).status).toBe('stopped');
  // A stopped search's change link leads to the sign-in, saying why.
  await page.goto(local(change));
  await expect(page.getByRole('alert').filter({ hasText: t.Forms['search-login'].changeExpired })).toBeVisible();
});
