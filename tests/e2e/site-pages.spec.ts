// Issue 16, "fixes seen by a visitor" on the menu pages: every page a search engine finds is reachable
// by links from the home page, the pages that promise a form show it, and the contact page says one
// phone number and one set of opening hours, the site config's.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { allMenuPages, files, routes } from './site-data';
import { formatPhone, telHref } from '@/lib/catalogue/format/phone';
import { openingHoursLines } from '@/lib/catalogue/format/hours';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const SITE = files['site.json'].url.replace(/\/+$/, '');
const LANGS = routes.languages as ('nl' | 'fr')[];
const MESSAGES = { nl, fr };

/** A path as one key, whatever its encoding ("j'inscris" or "j%27inscris"). */
const key = (pathname: string) => decodeURIComponent(pathname);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"' };
function links(html: string, base: string): URL[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].flatMap(([, raw]) => {
    const href = raw!.replace(/&(amp|#x27|#39|quot);/g, (entity) => ENTITIES[entity]!);
    try {
      return [new URL(href, base)];
    } catch {
      return [];
    }
  });
}

/** Detail pages only lead on to other details: reaching them is enough, the crawl does not open them. */
const DETAIL = /\/\d+\/$/;

async function crawl(request: APIRequestContext, baseURL: string, lang: 'nl' | 'fr', indexable: Set<string>) {
  const reached = new Set<string>([key(`/${lang}/`)]);
  const queue = [`/${lang}/`];
  const opened = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (opened.has(url)) continue;
    opened.add(url);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    for (const link of links(await response.text(), new URL(url, baseURL).href)) {
      if (link.origin !== new URL(baseURL).origin || !link.pathname.startsWith(`/${lang}/`)) continue;
      const path = key(link.pathname);
      if (!indexable.has(path)) continue;
      reached.add(path);
      // Listings are opened page by page (?page=N), so every property on them is reached.
      const paging = [...link.searchParams.keys()].every((name) => name === 'page');
      const next = paging ? `${link.pathname}${link.search}` : link.pathname;
      if (!DETAIL.test(path) && !opened.has(next)) queue.push(next);
    }
  }
  return reached;
}

test.describe('every page of the sitemap is reachable from the home page', () => {
  for (const lang of LANGS) {
    test(`in ${lang}, through the menu, the footer and the pages' own links`, async ({ request, baseURL }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the same HTML on every screen: one crawl is enough');
      const xml = await (await request.get('/sitemap.xml')).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, ''));
      const indexable = new Set(locs.filter((loc) => loc.startsWith(`/${lang}/`)).map(key));
      // Menu pages, listings, every property and project.
      expect(indexable.size).toBeGreaterThan(files['properties.json'].properties.length / LANGS.length + 30);
      // The pages found before issue 16 only through the sitemap are among them.
      for (const id of ['about', 'real-estate', 'home-staging', 'partners', 'stats', 'commercial'])
        expect(indexable, id).toContain(key(`/${lang}${allMenuPages().find((p) => p.id === id)!.paths[lang]}`));
      const reached = await crawl(request, baseURL!, lang, indexable);
      expect([...indexable].filter((path) => !reached.has(path))).toEqual([]);
    });
  }

  test('the footer links the pages outside the main menu, in both languages', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`/${lang}/`);
      const footer = page.getByRole('contentinfo');
      for (const id of ['about', 'real-estate', 'home-staging', 'partners', 'stats']) {
        const menuPage = allMenuPages().find((p) => p.id === id)!;
        await expect(
          footer.locator(`a[href="${encodeURI(`/${lang}${menuPage.paths[lang]}`).replace(/'/g, '%27')}"]`),
          `${id} (${lang})`,
        ).toBeVisible();
      }
    }
  });
});

/** An article that tells the reader to fill in a form: "vul het formulier in", "le formulaire ci-dessous"… */
const PROMISE =
  /\b(het|ons|onderstaande?) (contact)?formulier\b|\bformulier onderaan\b|\bhieronder uw\b|\b(le|notre|ce) formulaire\b|\bci-dessous vos\b/i;

test.describe('pages that promise a form show it', () => {
  const articles = new Map(files['articles.json'].articles.map((a) => [a.id, a]));
  const promising = allMenuPages().filter((p) =>
    p.modules.some(
      (m) =>
        m.view === 'article' &&
        m.relations.some(
          (r) => r.type === 'article' && LANGS.some((lang) => PROMISE.test((articles.get(r.id)?.html[lang] ?? '').replace(/<[^>]+>/g, ''))),
        ),
    ),
  );

  test('contact, free valuation and demand register are among them', () => {
    expect(promising.map((p) => p.id)).toEqual(expect.arrayContaining(['contact', 'contact-demand', 'demand-register']));
  });

  for (const lang of LANGS)
    test(`each shows its form after the text, in ${lang}`, async ({ page, isMobile }) => {
      for (const menuPage of promising) {
        const forms = menuPage.modules.filter((m) => m.view === 'contact').flatMap((m) => m.relations.filter((r) => r.type === 'form'));
        expect(forms.length, `${menuPage.id} promises a form and has one`).toBeGreaterThan(0);
        await page.goto(`/${lang}${menuPage.paths[lang]}`);
        const article = page.locator('.module--article').first();
        const form = page.locator('.contact-module__form form').first();
        await expect(form).toBeVisible();
        const text = (await article.boundingBox())!;
        const box = (await form.boundingBox())!;
        // Below the text on a phone; beside or below it on a wide screen, never above.
        if (isMobile) expect(box.y, menuPage.id).toBeGreaterThanOrEqual(text.y + text.height);
        else expect(box.y, menuPage.id).toBeGreaterThanOrEqual(text.y);
      }
    });
});

test.describe('the contact page says one phone number and one set of opening hours', () => {
  const { contact } = files['site.json'];
  const phone = formatPhone(contact.phone);
  const tel = telHref(contact.phone);

  async function openContact(page: Page, lang: 'nl' | 'fr') {
    const contactPage = allMenuPages().find((p) => p.id === 'contact')!;
    await page.goto(`/${lang}${contactPage.paths[lang]}`);
  }

  for (const lang of LANGS)
    test(`in ${lang}`, async ({ page, isMobile }) => {
      expect(phone).toBe('09 234 56 78');
      expect(tel).toBe('tel:+3292345678');
      await openContact(page, lang);
      const card = page.locator('.contact-card');
      await expect(card.locator('a[href^="tel:"]')).toHaveText(phone);
      await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', tel);
      // The article names the main office with the same number; the other offices have their own.
      const article = page.locator('.module--article');
      await expect(article.locator(`a[href="${tel}"]`)).toHaveText(phone);
      // Every link to the office number on the page (top bar, article, card, footer) shows it alike.
      const officeLinks = page.locator(`a[href="${tel}"]:visible`);
      expect(await officeLinks.count()).toBeGreaterThanOrEqual(isMobile ? 3 : 4);
      for (const text of await officeLinks.allInnerTexts()) expect(text.trim()).toBe(phone);
      await expect(page.locator('a[href^="tel:"]', { hasText: /123 45 67/ })).toHaveCount(0);

      // The hours: the card lists the site config's, under "Opening hours", and nothing else on the page gives others.
      await expect(card.getByText(MESSAGES[lang].Contact.hours)).toBeVisible();
      const lines = openingHoursLines(contact.openingHours, lang);
      await expect(card.locator('.contact-card__hours dt')).toHaveText(lines.map((line) => line.days));
      await expect(card.locator('.contact-card__hours dd')).toHaveText(lines.map((line) => `${line.from} – ${line.to}`));
      await expect(article).not.toContainText(/\d{1,2}([.:]\d{2}| h \d{2})? ?(uur|u|h)? ?(tot|à) ?\d{1,2}/);

      // The article's "contact form" link leads to the form.
      await article.getByRole('link', { name: lang === 'nl' ? 'contactformulier' : 'formulaire de contact' }).click();
      await expect(page).toHaveURL(/#site-contact$/);
      await expect(page.locator('#site-contact')).toBeInViewport();
    });
});

test('the home banner video and the tour video of property 4155 are served', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one fetch is enough');
  const local = [
    files['site.json'].homeBanner.video!.url,
    ...files['properties.json'].properties.flatMap((p) => (p.Videos ?? []).map((v) => v.Url)).filter((url) => url.startsWith('/')),
  ];
  expect(local).toContain('/video/properties/4155/rondleiding.mp4');
  for (const url of new Set(local)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('video/mp4');
    expect((await response.body()).length, url).toBeGreaterThan(10_000);
  }
});

test.describe("the agency's mandatory identity (issue 41)", () => {
  const { agency, contact } = files['site.json'];
  // A page of each kind: the identity is in the footer, so every page has it.
  const PAGES = {
    nl: ['/nl/', '/nl/te-koop/', '/property/4101/?lng=nl', '/nl/diensten/bemiddeling/'],
    fr: ['/fr/', '/fr/a-vendre/', '/property/4101/?lng=fr'],
  };
  const LEGAL_FORM = { nl: ' BV,', fr: ' SRL,' };
  const named = (value: string | Partial<Record<'nl' | 'fr', string>>, lang: 'nl' | 'fr') =>
    typeof value === 'string' ? value : value[lang]!;
  test('the legal form and the code of conduct are per language: BV and the BIV page in nl, SRL and the IPI page in fr', () => {
    expect([named(agency.legalName, 'nl'), named(agency.legalName, 'fr')]).toEqual([
      expect.stringMatching(/ BV$/),
      expect.stringMatching(/ SRL$/),
    ]);
    expect(agency.codeOfConduct.fr).not.toBe(agency.codeOfConduct.nl);
  });
  for (const lang of LANGS) {
    test(`every page states it in ${lang}: company, title and BIV number, authority, insurer, code of conduct`, async ({ page }) => {
      const m = MESSAGES[lang].Agency;
      const country = lang === 'nl' ? 'België' : 'Belgique';
      for (const path of PAGES[lang]) {
        await page.goto(path);
        const block = page.getByRole('region', { name: m.heading });
        await expect(block, path).toContainText(`${named(agency.legalName, lang)}, `);
        await expect(block).toContainText(agency.companyNumber);
        await expect(block).toContainText(contact.vat);
        await expect(block).toContainText(`${contact.street}, ${contact.zip} ${contact.city[lang]}`);
        await expect(block).toContainText(agency.professionalTitle[lang]!);
        await expect(block).toContainText(`${agency.bivNumber}, `);
        await expect(block).toContainText(country);
        await expect(block).toContainText(m.supervisor);
        await expect(block).toContainText(named(agency.insurer, lang));
        await expect(block).toContainText(agency.policyNumber);
        await expect(block.getByRole('link', { name: m.codeOfConduct })).toHaveAttribute('href', agency.codeOfConduct[lang]!);
        // The legal form in the page's language, the same in the block and the copyright (issue 61).
        await expect(block).toContainText(LEGAL_FORM[lang]);
        await expect(page.locator('.site-footer__bottom')).toContainText(named(agency.legalName, lang));
      }
    });
  }

  test('the free valuation page states the fee on a sale with VAT included, in both languages', async ({ page }) => {
    const fee = agency.valuationFee!;
    expect(fee).toEqual({ percentExclVat: 3, vatPercent: 21 });
    await page.goto('/nl/gratis-schatting/');
    await expect(page.locator('#contact-demand')).toContainText(
      'Ons ereloon bij een verkoop: 3,63% van de verkoopprijs, btw inbegrepen (3% + 21% btw).',
    );
    await page.goto('/fr/estimation-gratuite/');
    await expect(page.locator('#contact-demand')).toContainText(
      'Nos honoraires en cas de vente : 3,63\u00a0% du prix de vente, TVA comprise (3\u00a0% + 21\u00a0% de TVA).',
    );
  });
});

for (const lang of LANGS) {
  test(`the footer links the owner login, discreetly, in ${lang} (issue 61)`, async ({ page }) => {
    const t = MESSAGES[lang];
    await page.goto(`/${lang}/`);
    const link = page.getByRole('contentinfo').getByRole('link', { name: t.Layout.ownerLogin, exact: true });
    await expect(link).toHaveAttribute('href', `/${lang}/login/`);
    await link.click();
    await expect(page).toHaveURL(`/${lang}/login/`);
    await expect(page.getByRole('heading', { level: 1, name: t.Owner.login.title })).toBeVisible();
  });
}
