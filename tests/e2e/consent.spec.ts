// Cookie consent on the main build (issue 5): the banner, the four choices, the settings dialog, the footer
// link, ?setcookies and previews. The sample site config sets no analytics id, so nothing may ever load
// from an analytics host here; tag loading itself is tested on the variant (consent-tags.spec.ts).
import type { Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { CONSENT_COOKIE } from '@/lib/visitor/consent/consent';
import { test, expect, scanA11y } from './fixtures';
import { largestPaint, layoutShift } from './page-metrics';

test.use({ storedConsent: 'none' });

const MESSAGES = { nl, fr };
const ANALYTICS_HOSTS = /googletagmanager|google-analytics|doubleclick|googleadservices|facebook\.net|facebook\.com\/tr/;

function banner(page: Page, lang: 'nl' | 'fr' = 'nl') {
  return page.getByRole('dialog', { name: MESSAGES[lang].Consent.title });
}

async function storedValue(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;
}

/** Every consent call in the data layer, as plain arrays. */
async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

let analyticsRequests: string[] = [];
test.beforeEach(async ({ page }) => {
  analyticsRequests = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(request.url())) analyticsRequests.push(request.url());
  });
});
test.afterEach(() => {
  expect(analyticsRequests, 'no analytics id is configured, so nothing may load').toEqual([]);
});

for (const lang of ['nl', 'fr'] as const) {
  test(`shows the banner on a first visit in ${lang}, as an accessible dialog, with the denied default set`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await expect(banner(page, lang)).toBeVisible();
    await expect(banner(page, lang).getByRole('button', { name: MESSAGES[lang].Consent.agreeAll })).toBeVisible();
    await expect(banner(page, lang).getByRole('button', { name: MESSAGES[lang].Consent.decline })).toBeVisible();
    const calls = await consentCalls(page);
    expect(calls[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);
    expect(calls).toHaveLength(1);
  });
}

test('agree all stores every category, grants every signal, and the banner stays away on the next page', async ({ page }) => {
  await page.goto('/nl/');
  await banner(page).getByRole('button', { name: nl.Consent.agreeAll }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedValue(page)).toBe('1.11111');
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
  await page.goto('/nl/te-koop/');
  // Hidden from the first paint: the inline script marked the page before the body rendered.
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'stored');
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page)).map((c) => c[1])).toEqual(['default', 'update']);
});

test('decline keeps only the mandatory category and denies every signal', async ({ page }) => {
  await page.goto('/fr/');
  await banner(page, 'fr').getByRole('button', { name: fr.Consent.decline }).click();
  await expect(banner(page, 'fr')).toBeHidden();
  expect(await storedValue(page)).toBe('1.10000');
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
});

test('change settings: a modal dialog with five categories, the first always on; agree partly', async ({ page, request }) => {
  // Only JavaScript opens the dialog: the page carries its element, not its contents, and not its texts,
  // which the browser fetches apart (the consentSettings island text set) once the banner is up and the
  // page idle, or when the visitor points at a button that opens it.
  const html = await (await request.get('/nl/')).text();
  expect(html).toMatch(/<dialog class="consent-dialog"><\/dialog>/);
  for (const text of [nl.Consent.dialogText, nl.Consent.categories.marketing.description, nl.Consent.categories.unclassified.name])
    expect(html, text).not.toContain(text);
  expect(html).toContain(nl.Consent.settings);
  const textsFetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/texts/nl/consentSettings/');
  await page.goto('/nl/');
  expect((await textsFetched).status()).toBe(200);
  const settingsButton = banner(page).getByRole('button', { name: nl.Consent.settings });
  await settingsButton.click();
  const dialog = page.getByRole('dialog', { name: nl.Consent.dialogTitle });
  await expect(dialog).toBeVisible();
  await scanA11y(page);
  const necessary = dialog.getByRole('checkbox', { name: new RegExp(nl.Consent.categories.necessary.name) });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const category of ['analytics', 'marketing', 'social', 'unclassified'] as const)
    await expect(dialog.getByRole('checkbox', { name: nl.Consent.categories[category].name })).not.toBeChecked();

  // Escape closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settingsButton).toBeFocused();

  await settingsButton.click();
  await dialog.getByRole('checkbox', { name: nl.Consent.categories.analytics.name }).check();
  await dialog.getByRole('button', { name: nl.Consent.save }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedValue(page)).toBe('1.11000');
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
  ]);
});

test('the footer link reopens the settings with the stored choice; ?setcookies brings the banner back', async ({ page }) => {
  await page.goto('/fr/');
  await banner(page, 'fr').getByRole('button', { name: fr.Consent.decline }).click();
  await page.getByRole('button', { name: fr.Layout.cookieSettings }).click();
  const dialog = page.getByRole('dialog', { name: fr.Consent.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: fr.Consent.categories.social.name })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: fr.Consent.categories.social.name }).check();
  await dialog.getByRole('button', { name: fr.Consent.save }).click();
  expect(await storedValue(page)).toBe('1.10010');

  await page.goto('/fr/?setcookies');
  await expect(banner(page, 'fr')).toBeVisible();
  expect(await storedValue(page)).toBeUndefined();
});

test('a preview path shows no banner and stores nothing', async ({ page }) => {
  await page.goto('/nl/preview/');
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'preview');
  await expect(banner(page)).toBeHidden();
  expect(await storedValue(page)).toBeUndefined();
  // Consent for this view only: the update grants everything.
  expect((await consentCalls(page)).at(-1)?.[1]).toBe('update');
});

test('without a choice the banner shows on every page type and shifts nothing', async ({ page }) => {
  for (const path of ['/nl/te-koop/', '/property/4101/', '/fr/services/', '/nl/bestaat-niet/']) {
    await page.goto(path);
    await expect(banner(page, path.startsWith('/fr/') ? 'fr' : 'nl')).toBeVisible();
    await expect(banner(page, path.startsWith('/fr/') ? 'fr' : 'nl')).toHaveCSS('position', 'fixed');
  }
});

// Phones are where this matters: the banner covers the bottom of a short screen, so the page must put
// a larger element (the home banner, the first card photos, the gallery's first photo) above the fold.
for (const path of ['/nl/', '/fr/a-vendre/', '/nl/te-huur/', '/property/4101/']) {
  test(`the banner is not the largest paint and shifts nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(banner(page, path.startsWith('/fr/') ? 'fr' : 'nl')).toBeVisible();
    // Polled: until the page's own image has painted, the banner's text may be the largest so far.
    await expect.poll(async () => (await largestPaint(page, '.consent-banner')).isWithin, { timeout: 10_000 }).toBe(false);
    expect((await largestPaint(page)).element).toMatch(/^img\./);
    const shift = await layoutShift(page, { within: '.consent-banner' });
    expect(shift.movedWithin).toBe(false);
    // The banner is fixed and in the first HTML, so it moves nothing. What remains is the web font's swap
    // where the metric-matched fallback (local Arial) is missing, as on this machine: a few thousandths.
    expect(shift.total).toBeLessThan(0.01);
  });
}

test('the banner\'s buttons each keep to one line, "Choisir mes paramètres" too (issue 36)', async ({ page, isMobile }) => {
  for (const lang of ['nl', 'fr'] as const) {
    await page.goto(`/${lang}/`);
    for (const button of await banner(page, lang).getByRole('button').all()) {
      const lines = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${lang} ${await button.textContent()} (${isMobile ? 'phone' : 'desktop'})`).toBe(1);
    }
  }
});
