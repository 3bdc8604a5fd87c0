// Tags after consent, on the variant build whose site config sets an analytics, ads, tag manager and
// social pixel id (scripts/test/build-variant.sh). The analytics hosts live outside this machine: every request
// to them is answered here with an empty script and recorded, never sent.
import type { Page } from '@playwright/test';
import nl from '@/messages/nl.json';
import { test, expect } from './fixtures';

test.use({ storedConsent: 'none' });

const HOSTS = /^https:\/\/(www\.googletagmanager\.com|[a-z0-9.-]*google-analytics\.com|connect\.facebook\.net|www\.facebook\.com)\//;
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-VARIANT01';
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-VARIANT3';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Records analytics requests, and for each tag script the data layer as it was when the script was added. */
async function watch(page: Page) {
  const requested: string[] = [];
  await page.route(HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await page.addInitScript(() => {
    const seen: { src: string; before: unknown[][] }[] = [];
    (window as unknown as { tagLoads: typeof seen }).tagLoads = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            seen.push({
              src: node.src,
              before: ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)),
            });
    }).observe(document, { childList: true, subtree: true });
  });
  return requested;
}

async function tagLoads(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { tagLoads: { src: string; before: unknown[][] }[] }).tagLoads.filter((t) => !t.src.startsWith(location.origin)),
  );
}

const banner = (page: Page) => page.getByRole('dialog', { name: nl.Consent.title });

test('nothing from an analytics host, and no tag, before consent', async ({ page }) => {
  const requested = await watch(page);
  await page.goto('/nl/');
  await page.waitForLoadState('load');
  await expect(banner(page)).toBeVisible();
  expect(requested).toEqual([]);
  expect(await tagLoads(page)).toEqual([]);
});

/** Settings dialog: tick one category and save. */
async function agreePartly(page: Page, category: 'analytics' | 'social') {
  await banner(page).getByRole('button', { name: nl.Consent.settings }).click();
  await page.getByRole('checkbox', { name: nl.Consent.categories[category].name }).check();
  await page.getByRole('button', { name: nl.Consent.save }).click();
}

const CHOICES: { name: string; choose: (page: Page) => Promise<void>; update: Record<string, string>; loads: string[] }[] = [
  {
    name: 'agree all',
    choose: (page) => banner(page).getByRole('button', { name: nl.Consent.agreeAll }).click(),
    update: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    loads: [GTAG, GTM, PIXEL],
  },
  {
    name: 'decline',
    choose: (page) => banner(page).getByRole('button', { name: nl.Consent.decline }).click(),
    update: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    loads: [],
  },
  {
    name: 'agree partly (analytics)',
    choose: (page) => agreePartly(page, 'analytics'),
    update: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    loads: [GTAG, GTM],
  },
  {
    name: 'agree partly (social media)',
    choose: (page) => agreePartly(page, 'social'),
    update: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    loads: [PIXEL],
  },
];

for (const { name, choose, update, loads } of CHOICES) {
  test(`${name}: the consent update, then a page view, then only the tags it allows`, async ({ page }) => {
    const requested = await watch(page);
    await page.goto('/nl/');
    await choose(page);
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await tagLoads(page)).map((t) => t.src).sort()).toEqual([...loads].sort());
    for (const load of await tagLoads(page)) {
      const updateAt = load.before.findIndex((a) => a[0] === 'consent' && a[1] === 'update');
      const pageViewAt = load.before.findIndex((a) => a[0] === 'event' && a[1] === 'page_view');
      expect(load.before[updateAt], load.src).toEqual(['consent', 'update', update]);
      expect(pageViewAt, `${load.src}: page view after the update, before the tag`).toBeGreaterThan(updateAt);
    }
    const updates = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((a) => Array.from(a as ArrayLike<unknown>))
        .filter((a) => a[0] === 'consent'),
    );
    expect(updates.at(-1)).toEqual(['consent', 'update', update]);
    await expect.poll(() => requested.filter((url) => loads.includes(url)).length).toBe(loads.length);
    expect(requested.filter((url) => !loads.includes(url) && /gtag\/js|gtm\.js|fbevents/.test(url))).toEqual([]);
  });
}

test('a stored choice applies at once on the next page, and the CSP lets the configured hosts in', async ({ page }) => {
  const requested = await watch(page);
  const response = await page.goto('/nl/');
  expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
  expect(response?.headers()['content-security-policy']).toContain('https://connect.facebook.net');
  await banner(page).getByRole('button', { name: nl.Consent.agreeAll }).click();
  await page.goto('/nl/te-koop/');
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await tagLoads(page)).map((t) => t.src).sort()).toEqual([GTAG, GTM, PIXEL].sort());
  expect(requested).toContain(GTAG);
});
