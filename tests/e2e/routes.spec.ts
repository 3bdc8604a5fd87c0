import { test, expect, rawRequest } from './fixtures';
import type { Page } from '@playwright/test';
import { allMenuPages, files, representativeMenuPages, routes, unpublishedEntries } from './site-data';

/** Nothing sticks out sideways: a phone visitor never has to scroll horizontally. */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
}

// docs/product.md section 2, public pages table (Contact in nl per docs/product.md, Rulings: Contact in Dutch).
const PUBLIC_PAGES: Record<'nl' | 'fr', string[]> = {
  nl: [
    '/nl/',
    '/nl/te-koop/',
    '/nl/te-huur/',
    '/nl/diensten/',
    '/nl/wij-zoeken/',
    '/nl/gratis-schatting/',
    '/nl/ons-team/',
    '/nl/contact/',
  ],
  fr: [
    '/fr/',
    '/fr/a-vendre/',
    '/fr/a-louer/',
    '/fr/services/',
    "/fr/j'inscris-ma-recherche/",
    '/fr/estimation-gratuite/',
    '/fr/notre-equipe/',
    '/fr/contact/',
  ],
};

test.describe('public pages of the spec', () => {
  for (const lang of ['nl', 'fr'] as const) {
    for (const path of PUBLIC_PAGES[lang]) {
      test(`${path} answers 200 in ${lang}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        await expectNoHorizontalOverflow(page, path);
      });
    }
  }

  test('the demand register answers with the apostrophe percent-encoded too', async ({ page }) => {
    const response = await page.goto('/fr/j%27inscris-ma-recherche/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('menu pages', () => {
  const pages = allMenuPages().filter((p) => p.kind === 'page');

  test('the sample menu has content pages', () => {
    expect(pages.length).toBeGreaterThan(15);
  });

  // The phone visits every page: that is where a page too wide shows. The desktop visits the fewest pages
  // that show every module view, background, the team grid, a team member and the banner as the menu
  // uses them (as html-validity.spec does): the status, language and title do not depend on the viewport,
  // and a page adds to the desktop's layout and axe checks only what its modules add.
  const desktopPages = new Set(representativeMenuPages().map((p) => p.id));

  // One test per page, so the pages spread over the workers (one test for all took over 3 minutes).
  for (const lang of routes.languages) {
    for (const menuPage of pages) {
      const path = `/${lang}${menuPage.paths[lang]}`;
      test(`every published menu page answers 200 in ${lang}, with its title: ${path}`, async ({ page }, testInfo) => {
        test.skip(
          testInfo.project.name === 'desktop' && !desktopPages.has(menuPage.id),
          'the desktop visits one page of each layout (representativeMenuPages)',
        );
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const title = menuPage.title[lang] ?? menuPage.title.nl!;
        await expect(page.locator('h1'), path).toHaveText(title);
        await expectNoHorizontalOverflow(page, path);
      });
    }
  }

  test('each language gets its own title, description, Open Graph, Twitter and hreflang tags', async ({ page }) => {
    const services = allMenuPages().find((p) => p.id === 'services')!;
    for (const lang of ['nl', 'fr'] as const) {
      await page.goto(`/${lang}${services.paths[lang]}`);
      const meta = services.metadata[lang]!;
      await expect(page).toHaveTitle(meta.pageTitle!);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', services.description[lang]!);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.ogTitle!);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'nl' ? 'nl_BE' : 'fr_BE');
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', meta.twitterTitle!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}${services.paths[lang]}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/nl\/diensten\/$/);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/services\/$/);
    }
  });

  test('unpublished entries answer 404', async ({ request }) => {
    const entries = unpublishedEntries();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      for (const lang of routes.languages) {
        const response = await request.get(`/${lang}/${entry.params.path[lang]}/`, { maxRedirects: 0 });
        expect(response.status(), entry.id).toBe(404);
        const neutral = await request.get(`/${entry.path}/`, { maxRedirects: 0 });
        expect(neutral.status(), `/${entry.path}/`).toBe(404);
      }
  });

  test('article HTML is sanitized', async ({ page }) => {
    const dirty = files['articles.json'].articles.find((a) => /<script|onclick/i.test(a.html.nl ?? ''));
    expect(dirty, 'sample data has an article with a script to strip').toBeTruthy();
    const menuPage = allMenuPages().find((p) => p.modules.some((m) => m.relations.some((r) => r.type === 'article' && r.id === dirty!.id)));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/nl${menuPage!.paths.nl}`);
    // Our own structured data (breadcrumbs) is the only script allowed in the content.
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(page.locator('main [onclick]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('neutral routes', () => {
  const cases: [string, string][] = [
    ['/', '/nl/'],
    ['/for-sale/?city=Gent', '/nl/te-koop/?city=Gent'],
    ['/for-sale/?type=1&page=2', '/nl/te-koop/?type=1&page=2'],
    ['/for-rent/', '/nl/te-huur/'],
    ['/contact-demand/', '/nl/gratis-schatting/'],
    ['/demand-register/?x=1', '/nl/wij-zoeken/?x=1'],
    ['/services/brokerage/', '/nl/diensten/bemiddeling/'],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe(to);
    });
  }

  test('the language comes from ?lng, then the cookie, then Accept-Language', async ({ request }) => {
    const byQuery = await request.get('/for-sale/?lng=fr', { maxRedirects: 0 });
    expect(byQuery.headers().location).toBe('/fr/a-vendre/?lng=fr');
    const byHeader = await request.get('/contact-demand/', { maxRedirects: 0, headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' } });
    expect(byHeader.headers().location).toBe('/fr/estimation-gratuite/');
    const byCookie = await request.get('/demand-register/', {
      maxRedirects: 0,
      headers: { cookie: 'VITRINE_LANG=fr', 'accept-language': 'nl' },
    });
    expect(byCookie.headers().location).toBe("/fr/j'inscris-ma-recherche/");
  });

  test('a prefixed visit remembers its language for the next neutral URL', async ({ page, context }) => {
    // The page itself writes the cookie once it runs (a cached response never sets one: docs/decisions/0022).
    const remembered = async () => (await context.cookies()).find((c) => c.name === 'VITRINE_LANG')?.value;
    await page.goto('/fr/services/');
    await expect.poll(remembered).toBe('fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    // And back: a Dutch page read makes the next neutral visit Dutch.
    await page.goto('/nl/te-koop/');
    await expect.poll(remembered).toBe('nl');
    expect((await page.request.get('/', { maxRedirects: 0 })).headers().location).toBe('/nl/');
  });

  test('/property/{id}/ redirects to the localized detail URL, query kept', async ({ request }) => {
    const property = files['properties.json'].properties.find((p) => p.language === 'nl')!;
    const response = await request.get(`/property/${property.ID}/?utm_source=mail`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = response.headers().location!;
    expect(location).toMatch(new RegExp(`^/nl/(te-koop|te-huur)/[a-z0-9-]+/[a-z0-9-]+/${property.ID}/\\?utm_source=mail$`));
    const detail = await request.get(location, { maxRedirects: 0 });
    expect(detail.status()).toBe(200);
    expect(await detail.text()).toContain(property.Title.replace(/&/g, '&amp;'));
  });

  test('an outdated slug redirects permanently to the canonical detail URL', async ({ request }) => {
    const property = files['properties.json'].properties.find((p) => p.language === 'fr' && p.Goal === 0)!;
    const response = await request.get(`/fr/a-vendre/ancienne-ville/ancien-titre/${property.ID}/?a=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(new RegExp(`^/fr/a-vendre/[a-z0-9-]+/[a-z0-9-]+/${property.ID}/\\?a=1$`));
  });

  test('a slug published before slugs lost their dangling "-et" still leads to the page', async ({ request }) => {
    const response = await request.get('/fr/a-vendre/gand/maison-mitoyenne-lumineuse-avec-jardin-oriente-sud-ouest-et/4101/', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/fr/a-vendre/gand/maison-mitoyenne-lumineuse-avec-jardin-oriente-sud-ouest/4101/');
  });

  test('/project/ leads to its external address', async ({ request }) => {
    const external = files['paths.json'].paths.find((p) => p.external);
    test.skip(!external, 'no external path in the data');
    const response = await request.get(external!.original, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(external!.path.nl);
  });
});

test("the app's last-resort not-found content is its own, not Next's English page in every page's flight data", async ({ request }) => {
  const home = await (await request.get('/nl/')).text();
  expect(home).not.toContain('This page could not be found');
  // A missing build file is what reaches it (the proxy does not see /_next/): still a 404.
  const missing = await request.get('/_next/static/chunks/missing.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('This page could not be found');
});

test.describe('bad URLs answer 404, never 500', () => {
  const junk = [
    '/xx/',
    '/en/',
    '/de/te-koop/',
    '/NL/',
    '/nl/%ZZ/',
    '/fr/%E0%A4%A/',
    `/nl/${'a'.repeat(5000)}/`,
    `/${'b/'.repeat(1500)}`,
    '/nl/te-koop/gent/huis/999999/',
    '/nl/te-koop/gent/huis/12ab/',
    '/nl/menu/about/',
    '/nl/for-sale/',
    '/nl/page-not-found/page/',
    '/nl/te-koop/foto.jpg',
    '/property/987654/',
    '/%ZZ.png',
    '/nl/%E0%A4%A.jpg',
    '/nl/diensten/onbestaand/',
    '/%00/',
    '/nl/%C0%AF/',
    // Next's own paths, malformed: its router failed to decode them (a 500) before the proxy saw them.
    '/_next/%%/',
    '/_next/%ff/',
    '/_next/static/%E0%A4%A/x.js',
    '/api/%ff/',
    '/api/search/%%/',
  ];
  for (const path of junk) {
    test(`${path.slice(0, 60)} → 404`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL, path);
      expect(response.status).toBe(404);
    });
  }

  test('another method than GET or HEAD on a file answers 405, never 500', async ({ baseURL }) => {
    const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
    for (const path of ['/service-worker.js', '/logo.svg', '/robots.txt', '/photos/properties/4101/1.jpg'])
      for (const method of methods) {
        const response = await rawRequest(baseURL, path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    // No such file: no page either, a 4xx (404, or Next's 400 for OPTIONS on a page path).
    for (const method of methods) {
      const status = (await rawRequest(baseURL, '/no-such-file.png', { method })).status;
      expect([400, 404], `${method} /no-such-file.png: ${status}`).toContain(status);
    }
    // GET still serves the file.
    expect((await rawRequest(baseURL, '/logo.svg')).status).toBe(200);
  });

  test('a range beyond a file or a failed precondition answers its 4xx, never 500', async ({ baseURL, request }) => {
    const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(await (await request.get('/nl/')).text())![0];
    for (const path of ['/logo.svg', chunk]) {
      expect((await rawRequest(baseURL, path, { headers: { range: 'bytes=99999999-' } })).status, path).toBe(416);
      expect((await rawRequest(baseURL, path, { headers: { 'if-match': '"not-this-one"' } })).status, path).toBe(412);
      expect((await rawRequest(baseURL, path, { headers: { range: 'bytes=0-9' } })).status, path).toBe(206);
    }
  });

  test('dot segments are resolved by the server, never escape and never fail', async ({ baseURL }) => {
    // RFC 3986 removes dot segments before routing: /../ is the root, which redirects like /.
    const root = await rawRequest(baseURL, '/../');
    expect(root.status).toBe(307);
    expect(root.headers.location).toBe('/nl/');
    const encoded = await rawRequest(baseURL, '/nl/%2e%2e/%2e%2e/');
    expect(encoded.status).toBe(307);
    // /nl/../../../../etc/passwd is /etc/passwd: Next adds the trailing slash (308), then it is a 404.
    const climbing = await rawRequest(baseURL, '/nl/../../../../etc/passwd');
    expect([308, 404]).toContain(climbing.status);
    expect(climbing.body).not.toContain('root:');
    const followed = await rawRequest(baseURL, '/etc/passwd/');
    expect(followed.status).toBe(404);
  });

  test('the localized 404 page offers a search and the way home, in nl and fr', async ({ page }) => {
    let response = await page.goto('/nl/bestaat-niet/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.getByRole('combobox')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl/');
    await expectNoHorizontalOverflow(page, '/nl/bestaat-niet/');

    response = await page.goto('/fr/introuvable/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr/');
  });

  test('an unknown property ID is a localized "property not found"', async ({ page }) => {
    const response = await page.goto('/fr/a-vendre/liege/maison/987654/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien introuvable');
  });
});
