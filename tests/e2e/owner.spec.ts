// The owner portal (issue 15): accounts made with `npm run owner`, the set-password and reset links,
// login and logout in en, nl and fr, one neutral failure message, throttling, sessions that end, the
// ownership check (page, route handler, server action), and the statistics a visit and two requests
// make. Every page.goto() is scanned by axe (fixtures.ts). The owner commands run on the test server's
// database, as the agency runs them.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { database, databaseReady } from './database';
import { MAIN_STATE_DIR, MAIN_URL } from './environment';
import { hiddenFields, sendForm } from './form-post';
import { mailsTo, uniqueAddress } from './mail';
import {
  addOwner,
  choosePassword,
  LANGS,
  logIn,
  MESSAGES,
  ownerCommand,
  PASSWORD,
  PASSWORD_PAGE,
  PORTAL,
  submitAndWait,
  type OwnerLang,
} from './owners';
import { files } from './site-data';
import { brusselsDate } from '@/lib/platform/brussels-time';
import { formatDateTime } from '@/lib/catalogue/format/number';
import { addBooking, addOwnSlots, addPastSlot, visitsCommand, someTime, type Booker } from './visit-slots';
import { runCommand } from './commands';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({}, testInfo) =>
  test.skip(
    testInfo.project.name !== 'desktop',
    'the owner area is tested once, on the desktop project (its phone layout in its own test)',
  ),
);
test.beforeEach(() => databaseReady());

/** Each test is a client of its own (X-Forwarded-For, as the reverse proxy passes it), so throttles count per test. */
const clientOf = (testInfo: { testId: string; retry: number }) => {
  const hash = [...`${testInfo.testId}:${testInfo.retry}:owner`].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 11);
  return `10.${(hash >> 16) & 255}.${(hash >> 8) & 255}.${hash & 255}`;
};
test.use({ extraHTTPHeaders: async ({}, provide, testInfo) => provide({ 'x-forwarded-for': clientOf(testInfo) }) });

const propertyIds = [...new Set(files['properties.json'].properties.map((p) => p.ID))];

const failure = (page: Page, lang: OwnerLang) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: MESSAGES[lang].Owner.login.failed });

for (const lang of LANGS) {
  test(`${lang}: the set-password link works once; log in, land on the property, log out`, async ({ page, context }) => {
    const t = MESSAGES[lang].Owner;
    const [property] = propertyIds.slice(0, 1);
    const owner = addOwner(`owner-${lang}`, lang, [property!]);
    // The same link, mailed in the owner's language through the outbox.
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe(t.mail.welcome.subject.replace('{agency}', files['site.json'].name));
    expect(mail!.text).toContain(owner.link);
    expect(new URL(owner.link).pathname).toBe(`/${lang}/login/${PASSWORD_PAGE[lang]}/`);

    await choosePassword(page, lang, owner.link);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login/\\?done=passwordSet$`));
    await expect(page.getByRole('status').filter({ hasText: t.login.passwordSet })).toBeVisible();
    // Once only.
    await choosePassword(page, lang, owner.link, 'een andere lange zin');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.password.linkInvalid);

    await logIn(page, lang, owner.email);
    // One property: straight to its statistics, in the login's language.
    await expect(page).toHaveURL(new RegExp(`/${lang}/${PORTAL[lang]}/${property}/$`));
    const session = (await context.cookies()).find((cookie) => cookie.name === 'vitrine-owner');
    expect(session, 'the session cookie').toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // It lives as long as a session may (12 h); the database ends an idle one after an hour.
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(11.9 * 3600);
    expect(session!.expires - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600);
    // The signed token: at least 128 bits of randomness before the signature.
    expect(decodeURIComponent(session!.value).split('.')[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login/\\?done=loggedOut$`));
    await expect(page.getByRole('status').filter({ hasText: t.login.loggedOut })).toBeVisible();
    // The session is gone from the database too: the old cookie opens nothing.
    await context.addCookies([session!]);
    await page.goto(`/${lang}/${PORTAL[lang]}/${property}/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login/$`));
  });

  test(`${lang}: a wrong password, an unknown account and a disabled account get the same message`, async ({ page }) => {
    const owner = addOwner(`neutral-${lang}`, lang, [propertyIds[1]!]);
    await choosePassword(page, lang, owner.link);
    await logIn(page, lang, owner.username, 'not the password at all');
    await expect(failure(page, lang)).toBeVisible();
    // What was typed stays, but never the password.
    await expect(page.getByLabel(MESSAGES[lang].Owner.login.login)).toHaveValue(owner.username);
    await expect(page.getByLabel(MESSAGES[lang].Owner.login.password, { exact: true })).toHaveValue('');
    const wrong = await page.getByRole('main').getByRole('alert').innerText();

    await logIn(page, lang, `nobody-${owner.username}@example.test`);
    await expect(failure(page, lang)).toBeVisible();
    const unknown = await page.getByRole('main').getByRole('alert').innerText();

    ownerCommand('disable', owner.email);
    await logIn(page, lang, owner.email);
    await expect(failure(page, lang)).toBeVisible();
    const disabled = await page.getByRole('main').getByRole('alert').innerText();
    expect(new Set([wrong, unknown, disabled]).size).toBe(1);
    expect(page.url()).toContain(`/${lang}/login/`);
  });
}

test('the forgot-password link: the same answer for anyone, a link that works once and expires', async ({ page }) => {
  const lang = 'fr';
  const t = MESSAGES[lang].Owner;
  const owner = addOwner('forgot', 'nl', [propertyIds[2]!]);
  await choosePassword(page, 'nl', owner.link);
  const ask = async (login: string) => {
    await page.goto(`/${lang}/login/mot-de-passe-oublie/`);
    await page.getByLabel(t.forgot.login).fill(login);
    await page.getByRole('button', { name: t.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.forgot.sent })).toBeVisible();
  };
  await ask(`nobody-${owner.email}`);
  await ask(owner.email);
  // The reset mail, in the language of the page it was asked on.
  const mails = await mailsTo(owner.email, 2);
  const reset = mails.find((mail) => mail.subject === t.mail.reset.subject.replace('{agency}', files['site.json'].name))!;
  expect(reset, 'the reset mail').toBeDefined();
  const link = /https?:\/\/\S+token=[\w-]+/.exec(reset.text)![0];
  expect(new URL(link).pathname).toBe('/fr/login/mot-de-passe/');

  await choosePassword(page, lang, link, 'une nouvelle phrase bien longue');
  await expect(page).toHaveURL(/\/fr\/login\/\?done=passwordSet$/);
  await choosePassword(page, lang, link, 'encore une autre phrase');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.password.linkInvalid);
  await logIn(page, lang, owner.email, 'une nouvelle phrase bien longue');
  await expect(page).toHaveURL(new RegExp(`/fr/portail/${propertyIds[2]}/$`));

  // An expired link: issued, then aged past its hour in the database.
  await ask(owner.username);
  const again = (await mailsTo(owner.email, 3))
    .filter((mail) => mail.subject === reset.subject)
    .map((mail) => /token=([\w-]+)/.exec(mail.text)![1]!);
  const token = again.find((candidate) => !link.includes(candidate))!;
  // Stored hashed (no link can be read from the table): age every link of this owner; the first is spent anyway.
  expect((await database().query('SELECT 1 FROM owner_verifications WHERE identifier LIKE $1', [`%${token}%`])).rowCount).toBe(0);
  await database().query(
    `UPDATE owner_verifications SET expires_at = now() - interval '1 second' WHERE value = (SELECT id FROM owners WHERE email = $1)`,
    [owner.email],
  );
  await choosePassword(page, lang, `/fr/login/mot-de-passe/?token=${token}`, 'une phrase qui arrive trop tard');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.password.linkInvalid);
});

test("a password too short, too common or typed differently is refused, in the owner's language", async ({ page }) => {
  const t = MESSAGES.nl.Owner.password;
  const owner = addOwner('weak', 'nl', [propertyIds[0]!]);
  for (const [password, confirm, message] of [
    ['kort', 'kort', t.tooShort],
    ['wachtwoord123', 'wachtwoord123', t.common],
    ['een lange zin om te onthouden', 'een andere lange zin', t.mismatch],
  ] as const) {
    await page.goto(new URL(owner.link).pathname + new URL(owner.link).search);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByLabel(t.confirm, { exact: true }).fill(confirm);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  }
  // None of those used the link up.
  await choosePassword(page, 'nl', owner.link);
  await expect(page).toHaveURL(/\/nl\/login\/\?done=passwordSet$/);
});

test('repeated failures are throttled, for the account from this address, before the password is checked', async ({ page }) => {
  const t = MESSAGES.en.Owner.login;
  const owner = addOwner('throttle', 'en', [propertyIds[0]!]);
  await choosePassword(page, 'en', owner.link);
  for (let i = 0; i < 4; i++) {
    await logIn(page, 'en', owner.email, `wrong password ${i}`);
    await expect(failure(page, 'en')).toBeVisible();
  }
  // The fourth failure earned a wait (30 s, then doubling): even the right password is not tried now.
  await logIn(page, 'en', owner.email);
  // "… in {minutes, plural, one {# minute} …}": a 30 s wait reads as one minute.
  expect(t.throttled).toContain('one {# minute}');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    t.throttled.replace(/\{minutes, plural, one \{# minute\}.*\}\}/, '1 minute'),
  );
  expect(page.url()).toContain('/en/login/');
  const rows = await database().query<{ key: string; failures: number }>(
    `SELECT key, failures FROM login_failures WHERE key LIKE 'a:%' OR key LIKE 'a+ip:%' ORDER BY failures DESC`,
  );
  expect(rows.rows.length).toBeGreaterThan(0);
  // Nothing readable is stored: keys are keyed hashes, no address or login in them.
  expect(rows.rows.map((row) => row.key).join(' ')).not.toContain(owner.email);
});

test("one owner's mistakes do not lock out the others behind the same address, and the failing account stays slowed", async ({ page }) => {
  // Eleven failures from one office address (three owners mistyping: more than the address's ten free
  // failures of before), then a fourth owner of the same office signs in at once (issue 61).
  test.setTimeout(120_000);
  const t = MESSAGES.nl.Owner.login;
  const [anna, carl, bert] = ['office-anna', 'office-carl', 'office-bert'].map((label) => addOwner(label, 'nl', [propertyIds[0]!]));
  for (const owner of [anna!, carl!, bert!]) await choosePassword(page, 'nl', owner.link);
  const tries: [string, number][] = [
    [anna!.email, 4],
    [carl!.email, 4],
    [`x${anna!.email}`, 3],
  ];
  for (const [login, count] of tries) {
    for (let i = 0; i < count; i++) {
      await logIn(page, 'nl', login, `fout wachtwoord ${i}`);
      await expect(failure(page, 'nl')).toBeVisible();
    }
  }
  await logIn(page, 'nl', bert!.username);
  await expect(page).toHaveURL(new RegExp(`/nl/${PORTAL.nl}/${propertyIds[0]}/$`));
  await page.context().clearCookies({ name: 'vitrine-owner' });
  // Anna's fourth failure earned a wait: even her right password is not tried now.
  await logIn(page, 'nl', anna!.email);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(t.throttled.split('{')[0]!.trim());
  expect(page.url()).toContain('/nl/login/');
});

test('an address trying many accounts is slowed, except for an owner whose browser signed in before (its device cookie)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.fr.Owner.login;
  const open = async () => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) } });
    return { context, page: await context.newPage() };
  };
  const known = addOwner('device-known', 'fr', [propertyIds[0]!]);
  const stranger = addOwner('device-stranger', 'fr', [propertyIds[0]!]);
  const owner = await open();
  const other = await open();
  try {
    await choosePassword(owner.page, 'fr', known.link);
    await choosePassword(other.page, 'fr', stranger.link);
    await logIn(owner.page, 'fr', known.email);
    await expect(owner.page).toHaveURL(new RegExp(`/fr/${PORTAL.fr}/${propertyIds[0]}/$`));
    const device = (await owner.context.cookies()).find((cookie) => cookie.name === 'vitrine-device');
    expect(device, 'the device cookie').toBeDefined();
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Neither the login nor anything readable in it.
    expect(device!.value).not.toContain(known.email.split('@')[0]!);
    await owner.context.clearCookies({ name: 'vitrine-owner' });
    // Password spraying from the same address: eleven accounts, one try each.
    for (let i = 0; i < 11; i++) {
      await logIn(other.page, 'fr', `spray${i}.${known.email}`, 'motdepasse123');
      await expect(failure(other.page, 'fr')).toBeVisible();
    }
    // A browser that never signed in waits, even with the right password...
    await logIn(other.page, 'fr', stranger.email);
    await expect(other.page.getByRole('main').getByRole('alert')).toContainText(t.throttled.split('{')[0]!.trim());
    // ...the known owner's does not.
    await logIn(owner.page, 'fr', known.email);
    await expect(owner.page).toHaveURL(new RegExp(`/fr/${PORTAL.fr}/${propertyIds[0]}/$`));
  } finally {
    await owner.context.close();
    await other.context.close();
  }
});

test('sessions end on a password change, everywhere but where it was changed', async ({ browser, baseURL }) => {
  // Six scrypt logins and password changes and four runs of the owner command (a process each): 30-40 s
  // on a quiet machine, so the default 60 s is too close under a busy CI.
  test.setTimeout(120_000);
  const t = MESSAGES.en.Owner;
  const owner = addOwner('change', 'en', [propertyIds[0]!, propertyIds[1]!]);
  const open = async (b: Browser) => {
    const context = await b.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) } });
    return { context, page: await context.newPage() };
  };
  const first = await open(browser);
  const second = await open(browser);
  try {
    await choosePassword(first.page, 'en', owner.link);
    await logIn(first.page, 'en', owner.username);
    // Two properties: the overview first.
    await expect(first.page).toHaveURL(/\/en\/portal\/$/);
    await logIn(second.page, 'en', owner.username);
    await expect(second.page).toHaveURL(/\/en\/portal\/$/);

    await first.page.getByLabel(t.change.current).fill(PASSWORD);
    await first.page.getByLabel(t.password.password, { exact: true }).fill('a brand new long sentence');
    await first.page.getByLabel(t.password.confirm, { exact: true }).fill('a brand new long sentence');
    await submitAndWait(first.page, t.change.submit);
    await expect(first.page.getByRole('status').filter({ hasText: t.change.done })).toBeVisible();

    await first.page.goto('/en/portal/');
    await expect(first.page).toHaveURL(/\/en\/portal\/$/);
    await second.page.goto('/en/portal/');
    await expect(second.page).toHaveURL(/\/en\/login\/$/);
    await logIn(second.page, 'en', owner.username);
    await expect(failure(second.page, 'en')).toBeVisible();
    await logIn(second.page, 'en', owner.username, 'a brand new long sentence');
    await expect(second.page).toHaveURL(/\/en\/portal\/$/);

    // Disabling the owner ends the sessions left at once.
    ownerCommand('disable', owner.username);
    await first.page.goto('/en/portal/');
    await expect(first.page).toHaveURL(/\/en\/login\/$/);
    // And removing the account takes it out of the agency's list for good.
    expect(ownerCommand('list')).toContain(owner.email);
    expect(ownerCommand('remove', owner.username)).toContain(`owner ${owner.email} removed`);
    expect(ownerCommand('list')).not.toContain(owner.email);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("a property not one's own is a 404 in the page's language, in the owner area's frame, with the way back to the portal", async ({
  page,
}) => {
  const [mine, theirs] = [propertyIds[6]!, propertyIds[7]!];
  const owner = addOwner('owner-404', 'fr', [mine]);
  await choosePassword(page, 'fr', owner.link);
  await logIn(page, 'fr', owner.email);
  for (const lang of LANGS) {
    const t = MESSAGES[lang].Owner;
    // Another owner's property, one that does not exist, a path under the portal that is none of its
    // pages: the same page (the first two by a redirect to it: a thrown notFound() renders no content).
    for (const path of [`${theirs}/`, '999999/', 'abc/']) {
      const response = await page.goto(`/${lang}/${PORTAL[lang]}/${path}`);
      expect(response!.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${t.notFound.title} | ${files['site.json'].name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);
      await expect(page.getByText(t.notFound.text)).toBeVisible();
      await expect(page.getByRole('button', { name: t.logout })).toBeVisible();
    }
    await page.getByRole('link', { name: t.notFound.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/${PORTAL[lang]}/\\?all=1$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.portal.title);
  }
});

test("owner A gets a 404 for owner B's property: by URL, by route handler and by server action", async ({ page, browser, baseURL }) => {
  const [mine, theirs] = [propertyIds[3]!, propertyIds[4]!];
  const a = addOwner('owner-a', 'nl', [mine, propertyIds[5]!]);
  addOwner('owner-b', 'nl', [theirs]);
  await choosePassword(page, 'nl', a.link);
  await logIn(page, 'nl', a.email);
  await expect(page).toHaveURL(/\/nl\/portaal\/$/);

  const other = await page.request.get(`/nl/portaal/${theirs}/`);
  expect(other.status()).toBe(404);
  // The same answer as a property that does not exist at all.
  expect((await page.request.get('/nl/portaal/999999/')).status()).toBe(404);
  expect((await page.request.get(`/api/owner/${theirs}/history/`)).status()).toBe(404);

  // An offer, two visit requests (one confirmed) and a more-info request, stored as the forms store
  // them but at set moments of last year (within the retention), one in winter and one in summer:
  // the file must give Brussels time, +1 h and +2 h on UTC.
  const year = new Date().getUTCFullYear() - 1;
  const sender = uniqueAddress('owner-a-history');
  const sent: [form: string, status: string, at: string, values: Record<string, unknown>][] = [
    [
      'purchase-offer',
      'received',
      `${year}-01-15T13:05:00Z`,
      { amount: 395000, conditions: `Onder voorbehoud van een lening (${sender})` },
    ],
    ['contact-me', 'received', `${year}-02-10T08:00:00Z`, { remark: `Is de tuin op het zuiden? (${sender})` }],
    ['contact-appointment', 'confirmed', `${year}-03-02T09:30:00Z`, { contactTime: '13:00-17:00', remark: `Na de middag (${sender})` }],
    [
      'contact-appointment',
      'received',
      `${year}-07-15T12:05:00Z`,
      { preferredDate: `${year}-12-03`, contactTime: '10:00-13:00', remark: `Liefst op zaterdag (${sender})` },
    ],
  ];
  for (const [form, status, at, values] of sent)
    await database().query(
      'INSERT INTO submissions (form, lang, property_id, email, fields, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [form, 'nl', mine, sender, JSON.stringify({ firstName: 'Lies', lastName: 'Maes', email: sender, ...values }), status, at],
    );

  const csv = await page.request.get(`/api/owner/${mine}/history/?lang=nl`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['cache-control']).toBe('private, no-store');
  // UTF-8 with a BOM, so Excel reads the accents; `;`-separated quoted fields, headings in Dutch.
  expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  const nlStats = MESSAGES.nl.Owner.stats;
  const nlForms = MESSAGES.nl.Forms;
  const cellsOf = (line: string) => line.replace(/^"|"$/g, '').split('";"');
  expect(cellsOf(lines[0]!)).toEqual(
    (['date', 'type', 'contact', 'subject', 'status', 'source'] as const).map((column) => nlStats.columns[column]),
  );
  // Last year's lines are this test's: no other test sends anything about this property dated then.
  const mineLines = lines.filter((line) => line.startsWith(`"${year}-`));
  // As the owner reads it: no JSON, no form or status ids, no UTC ISO strings.
  expect(mineLines.join('\r\n')).not.toMatch(
    /[{}]|contact-me|contact-appointment|purchase-offer|requested|confirmed|received|\d{2}T\d{2}:\d{2}/,
  );
  // Never who: the visitor's name, address and words stay with the agency (docs/decisions/0047).
  expect(await csv.text()).not.toMatch(new RegExp(`${sender}|Lies|Maes|zuiden|middag|zaterdag|voorbehoud`));
  const ours = mineLines.map(cellsOf);
  // Newest first, each cell as the page shows it: the form's and the status's Dutch words, money, Brussels time.
  expect(ours).toEqual([
    [
      `${year}-07-15 14:05`,
      nlForms['contact-appointment'].title,
      nlStats.contactKind.visit,
      `3 december ${year}, 10:00–13:00`,
      nlStats.visitStatus.requested,
      '',
    ],
    [
      `${year}-03-02 10:30`,
      nlForms['contact-appointment'].title,
      nlStats.contactKind.visit,
      '13:00–17:00',
      nlStats.visitStatus.confirmed,
      '',
    ],
    [`${year}-02-10 09:00`, nlForms['contact-me'].title, nlStats.contactKind.email, '', nlStats.historyStatus.received, ''],
    [
      `${year}-01-15 14:05`,
      nlForms['purchase-offer'].title,
      nlStats.contactKind.email,
      '€\u00a0395.000',
      nlStats.historyStatus.received,
      '',
    ],
  ]);

  // The page's history says what the file says, cell for cell; its moment as people read it, the same Brussels time.
  await page.goto(`/nl/portaal/${mine}/`);
  await expect(page.locator('main')).not.toContainText(sender);
  const historyRows = page.locator('.owner-table--history tbody tr').filter({ hasText: String(year) });
  await expect(historyRows).toHaveCount(ours.length);
  for (const [i, [moment, ...cells]] of ours.entries()) {
    const [pageMoment, ...pageCells] = await historyRows.nth(i).locator('td').allTextContents();
    expect(pageCells).toEqual(cells);
    expect(pageMoment).toContain(moment!.slice(-5));
    expect(pageMoment).toContain(String(year));
  }

  // The server action behind the chart's periods, called as the page calls it, then for B's property.
  const call = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
  await page.getByRole('link', { name: '90 dagen' }).click();
  const request = await call;
  await expect(page.getByRole('heading', { name: 'Paginaweergaven van de laatste 90 dagen' })).toBeVisible();
  const replay = (id: number) =>
    page.request.post(request.url(), {
      headers: { ...request.headers(), 'content-type': request.headers()['content-type']! },
      data: request.postData()!.replace(String(mine), String(id)),
    });
  expect(request.postData()).toContain(String(mine));
  expect((await replay(mine)).status()).toBe(200);
  expect((await replay(theirs)).status()).toBe(404);

  // Without a session: the page sends to the login, the handler answers 404.
  const anonymous = await browser.newContext({ baseURL });
  try {
    expect((await anonymous.request.get(`/api/owner/${mine}/history/`)).status()).toBe(404);
    const answer = await anonymous.request.get(`/nl/portaal/${mine}/`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(/\/nl\/login\/$/);
  } finally {
    await anonymous.close();
  }
});

test('a page view and two requests made here appear in the portal: today, the chart, calendar visits, communications, history', async ({
  page,
  browser,
  baseURL,
}) => {
  const property = propertyIds.at(-5)!;
  const owner = addOwner('stats', 'fr', [property]);
  await choosePassword(page, 'fr', owner.link);
  await logIn(page, 'fr', owner.email);
  await expect(page).toHaveURL(new RegExp(`/fr/portail/${property}/$`));
  const before = Number((await page.locator('.owner-tile').first().locator('dd').innerText()).replace(/\D/g, ''));
  // What the page showed before (a retry, or another run on the same server, may have added some).
  const t = MESSAGES.fr.Owner.stats;
  const calendar = page.locator('section', { has: page.getByRole('heading', { name: t.calendar }) });
  const communications = page.locator('section', { has: page.getByRole('heading', { name: t.communications }) });
  const historySection = page.locator('section', { has: page.getByRole('heading', { name: t.history }) });
  const moreInfo = () =>
    communications.locator('div', { has: page.getByText(MESSAGES.fr.Forms['contact-me'].title, { exact: true }) }).locator('dd');
  const calendarBefore = await calendar.locator('tbody tr').count();
  const moreInfoBefore = Number(await moreInfo().innerText());

  // A person's page view (an ordinary phone browser: Playwright's own counts as a robot). Every test runs
  // from this machine, and one client counts once per property and day: forget who was counted here.
  await database().query('DELETE FROM page_view_keys WHERE property_id = $1', [property]);
  const visitor = await browser.newContext({ userAgent: PHONE, baseURL, serviceWorkers: 'block' });
  try {
    const person = await visitor.newPage();
    const beacon = person.waitForResponse((response) => response.url().endsWith('/api/page-view/'));
    await person.goto(`/property/${property}/?lng=fr`);
    expect((await beacon).status()).toBe(204);
  } finally {
    await visitor.close();
  }
  const today = brusselsDate(new Date());
  await expect
    .poll(
      async () =>
        (await database().query<{ count: number }>('SELECT count FROM page_views WHERE property_id = $1 AND day = $2', [property, today]))
          .rows[0]?.count ?? 0,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(before + 1);

  // A visit request and a more-info request, sent as a browser without JavaScript sends them.
  const detail = await fetch(`${MAIN_URL}/property/${property}/?lng=fr`, { redirect: 'follow' });
  const [html, pageUrl] = [await detail.text(), detail.url];
  // The visit request is folded: without JavaScript it is on the page its fold links to.
  const unfolded = await fetch(`${MAIN_URL}/property/${property}/?lng=fr&form=contact-appointment`, { redirect: 'follow' });
  const [visitHtml, visitUrl] = [await unfolded.text(), unfolded.url];
  const email = uniqueAddress('stats-visitor');
  const person: [string, string][] = [
    ['title', 'ms'],
    ['firstName', 'Lies'],
    ['lastName', 'Maes'],
    ['email', email],
    ['phone', '0470 12 34 56'],
  ];
  const headers = { 'x-forwarded-for': clientOf(test.info()) };
  const remark = `Is de tuin op het zuiden? (${email})`;
  const visitRemark = `Liefst op zaterdag (${email})`;
  const visit = await sendForm(
    visitUrl,
    hiddenFields(visitHtml, 'contact-appointment'),
    [...person, ['contactTime', '10:00-13:00'], ['remark', visitRemark]],
    MAIN_STATE_DIR,
    headers,
  );
  const errors = (html: string) => [...html.matchAll(/class="form__(?:error|summary)[^"]*"[^>]*>([^<]*)/g)].map((m) => m[1]).join(' | ');
  expect(visit.status, errors(visit.html)).toBe(303);
  const info = await sendForm(pageUrl, hiddenFields(html, 'contact-me'), [...person, ['remark', remark]], MAIN_STATE_DIR, headers);
  expect(info.status, errors(info.html)).toBe(303);

  await page.goto(`/fr/portail/${property}/`);
  const tiles = page.locator('.owner-tile');
  await expect(tiles.first()).toContainText(t.today);
  expect(Number((await tiles.first().locator('dd').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(before + 1);
  // Today's row of the chart's table.
  const todayRow = page.locator('.page-views-chart__table tbody tr').first();
  expect(Number((await todayRow.locator('td').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);

  // Newest first: the visit asked for here heads the calendar, as requested.
  await expect(calendar.locator('tbody tr')).toHaveCount(calendarBefore + 1);
  await expect(calendar.locator('tbody tr').first()).toContainText('10:00–13:00');
  await expect(calendar.locator('tbody tr').first()).toContainText(t.visitStatus.requested);
  await expect(moreInfo()).toHaveText(String(moreInfoBefore + 1));

  // Newest first in the history too: the more-info request, then the visit request, each as the kind of
  // contact; never who sent them or what they wrote (docs/decisions/0047).
  const historyRows = historySection.locator('tbody tr');
  await expect(historyRows.nth(0)).toContainText(MESSAGES.fr.Forms['contact-me'].title);
  await expect(historyRows.nth(0)).toContainText(t.contactKind.email);
  await expect(historyRows.nth(1)).toContainText(MESSAGES.fr.Forms['contact-appointment'].title);
  await expect(historyRows.nth(1)).toContainText(t.contactKind.visit);
  for (const personal of [email, 'Lies', 'Maes', 'zuiden', 'zaterdag']) await expect(page.locator('main')).not.toContainText(personal);
  // Filtered by type: only more-info requests.
  await historySection.getByLabel(t.filter).selectOption('contact-me');
  await historySection.getByRole('button', { name: t.filterSubmit }).click();
  await expect(page).toHaveURL(/type=contact-me/);
  await expect(page.locator('.owner-table--history tbody tr').first()).toContainText(MESSAGES.fr.Forms['contact-me'].title);
  await expect(page.locator('.owner-table--history tbody tr').filter({ hasNotText: MESSAGES.fr.Forms['contact-me'].title })).toHaveCount(0);

  // The agency confirms the visit: the owner sees it move from requested to confirmed.
  const { rows } = await database().query<{ id: string }>(`SELECT id FROM submissions WHERE email = $1 AND form = 'contact-appointment'`, [
    email,
  ]);
  const confirm = runCommand('submissions', ['confirm', rows[0]!.id], { VITRINE_STATE_DIR: MAIN_STATE_DIR });
  expect(confirm.status, confirm.stderr).toBe(0);
  await page.goto(`/fr/portail/${property}/`);
  await expect(calendar.locator('tbody tr').first()).toContainText(t.visitStatus.confirmed);
});

test('without JavaScript: log in, see the statistics, page the periods, log out', async ({ browser, baseURL }) => {
  const t = MESSAGES.nl.Owner;
  const property = propertyIds[0]!;
  const owner = addOwner('nojs', 'nl', [property]);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) },
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL(owner.link).pathname + new URL(owner.link).search);
    await page.getByLabel(t.password.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.password.confirm, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.password.submit }).click();
    await expect(page).toHaveURL(/\/nl\/login\/\?done=passwordSet$/);
    await page.getByLabel(t.login.login).fill(owner.username);
    await page.getByLabel(t.login.password, { exact: true }).fill('niet het wachtwoord');
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.login.failed);
    await expect(page.getByLabel(t.login.login)).toHaveValue(owner.username);
    await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/portaal/${property}/$`));
    await page.getByRole('link', { name: '365 dagen' }).click();
    await expect(page).toHaveURL(/\?days=365#page-views$/);
    await expect(page.getByRole('heading', { name: 'Paginaweergaven van de laatste 365 dagen' })).toBeVisible();
    await expect(page.locator('.page-views-chart__table tbody tr')).toHaveCount(365);
    await page.getByRole('button', { name: t.logout }).click();
    // The browser keeps the page's #fragment through the redirect.
    await expect(page).toHaveURL(/\/nl\/login\/\?done=loggedOut(#page-views)?$/);
  } finally {
    await context.close();
  }
});

test("a property's booked visits: when, how long and their status in nl and fr, on desktop and phone, never who booked", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Properties no other spec books; the second has no booking at all.
  const [property, other] = [propertyIds.at(-8)!, propertyIds.at(-9)!];
  const owner = addOwner('booked', 'nl', [property, other]);
  const booker: Booker = { name: `Lotte Verbruggen ${Date.now().toString(36)}`, email: uniqueAddress('booker'), phone: '+32 470 98 76 54' };
  const leaver: Booker = { name: `Jef Claessens ${Date.now().toString(36)}`, email: uniqueAddress('leaver'), phone: '+32 471 12 21 12' };

  // An open day ahead with two bookings, one of them cancelled by its visitor.
  const label = `Kijkdag ${Date.now().toString(36)}`;
  const openDay = (await addOwnSlots(property, { from: 14, to: 40, minutes: 90, capacity: 5, label }))[0]!;
  await addBooking(openDay.id, booker);
  await addBooking(openDay.id, leaver, 'cancelled');
  // A private visit ahead, booked, then cancelled by the agency (its booking with it).
  const cancelled = (await addOwnSlots(property, { from: 3, to: 13, minutes: 45 }))[0]!;
  await addBooking(cancelled.id, booker);
  expect(visitsCommand('cancel', String(cancelled.id))).toContain(`slot ${cancelled.id} cancelled`);
  // A private visit that took place.
  const past = someTime(-20, -2);
  await addBooking(await addPastSlot(property, past.at, 30), booker);

  await choosePassword(page, 'nl', owner.link);
  await logIn(page, 'nl', owner.email);
  const details = [booker.name, booker.email, booker.phone, leaver.name, leaver.email, leaver.phone];
  for (const lang of ['nl', 'fr'] as const) {
    const t = MESSAGES[lang].Owner.stats;
    await page.goto(`/${lang}/${PORTAL[lang]}/${property}/`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: t.booked, exact: true }) });
    const rows = section.locator('tbody tr');
    const at = (moment: Date) => rows.filter({ hasText: formatDateTime(moment, lang) });
    const minutes = (n: number) => t.bookedMinutes.replace('{minutes}', String(n));

    await expect(at(openDay.at)).toHaveCount(2);
    await expect(at(openDay.at).filter({ hasText: t.bookingStatus.booked })).toHaveCount(1);
    await expect(at(openDay.at).filter({ hasText: t.bookingStatus.cancelled })).toHaveCount(1);
    for (const row of await at(openDay.at).all()) {
      await expect(row).toContainText(label);
      await expect(row).toContainText(minutes(90));
    }
    await expect(at(cancelled.at)).toHaveCount(1);
    await expect(at(cancelled.at)).toContainText(t.bookingStatus.cancelled);
    await expect(at(cancelled.at)).toContainText(t.bookedPrivate);
    await expect(at(cancelled.at)).toContainText(minutes(45));
    await expect(at(past.at)).toHaveCount(1);
    await expect(at(past.at)).toContainText(t.bookingStatus.tookPlace);
    await expect(at(past.at)).toContainText(t.bookedPrivate);

    // What is ahead first, soonest on top; then what is past.
    const texts = await rows.allInnerTexts();
    const index = (moment: Date) => texts.findIndex((text) => text.includes(formatDateTime(moment, lang)));
    expect(index(cancelled.at)).toBeLessThan(index(openDay.at));
    expect(index(openDay.at)).toBeLessThan(index(past.at));

    // Never who booked: not in the page, its hidden parts or the data the browser receives with it.
    const html = await page.content();
    for (const detail of details) expect(html, detail).not.toContain(detail);

    await page.goto(`/${lang}/${PORTAL[lang]}/${other}/`);
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: t.booked, exact: true }) }).getByText(t.bookedNone),
    ).toBeVisible();
  }

  // On a phone: the table scrolls in its own region, the page not sideways.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) },
  });
  try {
    const small = await phone.newPage();
    await logIn(small, 'fr', owner.email);
    await small.goto(`/fr/${PORTAL.fr}/${property}/`);
    const t = MESSAGES.fr.Owner.stats;
    const region = small.getByRole('region', { name: t.booked, exact: true });
    await expect(region.locator('tbody tr').filter({ hasText: formatDateTime(past.at, 'fr') })).toContainText(t.bookingStatus.tookPlace);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await phone.close();
  }
});

test('on a phone, the portal fits the screen in nl and fr', async ({ browser, baseURL }) => {
  const owner = addOwner('phone', 'nl', [propertyIds[0]!, propertyIds[1]!]);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': clientOf(test.info()) },
  });
  try {
    const page = await context.newPage();
    await choosePassword(page, 'nl', owner.link);
    await logIn(page, 'nl', owner.email);
    await expect(page).toHaveURL(/\/nl\/portaal\/$/);
    for (const path of [
      '/nl/portaal/',
      `/nl/portaal/${propertyIds[0]}/`,
      `/fr/portail/${propertyIds[1]}/`,
      '/fr/login/mot-de-passe-oublie/',
    ]) {
      await page.goto(path);
      // Wide tables scroll inside their own region; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      // The header leaves the screen to the statistics: at most two short rows, not a third of it.
      expect((await page.locator('.owner__header').boundingBox())!.height, path).toBeLessThanOrEqual(780 * 0.15);
    }
  } finally {
    await context.close();
  }
});
