import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { formatEuro } from '@/lib/catalogue/format/price';
import { files } from './site-data';

type Lang = 'nl' | 'fr';
const LIST: Record<Lang, string> = { nl: '/nl/projecten/', fr: '/fr/projets/' };
const TEXT = {
  nl: {
    title: 'Nieuwbouwprojecten',
    units: 'eenheden',
    notFound: 'Project niet gevonden',
    sold: 'Verkocht',
    from: 'vanaf',
    menu: 'Nieuwbouw',
    openMenu: 'Menu openen',
    mainMenu: 'Hoofdmenu',
  },
  fr: {
    title: 'Projets neufs',
    units: 'lots',
    notFound: 'Projet introuvable',
    sold: 'Vendu',
    from: 'à partir de',
    menu: 'Neuf',
    openMenu: 'Ouvrir le menu',
    mainMenu: 'Menu principal',
  },
};

const { marquee } = files['site.json'];
const projectsIn = (lang: Lang) => files['projects.json'].projects.filter((p) => p.language === lang);
const unitsOf = (lang: Lang, id: number) => files['properties.json'].properties.filter((p) => p.language === lang && p.ProjectID === id);
const isGone = (unit: { Marquee: number }) => marquee.sold.includes(unit.Marquee) || marquee.rented.includes(unit.Marquee);
// The project with the most units: the richest price list.
const richest = [...projectsIn('nl')].sort((a, b) => unitsOf('nl', b.ID).length - unitsOf('nl', a.ID).length)[0]!;

/** What a new build's price says of VAT (issue 61): before it, as developers quote it, or included. */
const vatWords = (lang: Lang, unit: { PriceIncludesVat?: boolean | null }) =>
  ({ nl: unit.PriceIncludesVat ? 'incl. btw' : 'excl. btw', fr: unit.PriceIncludesVat ? 'TVA comprise' : 'hors TVA' })[lang];

async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
}

test.describe('project list', () => {
  for (const lang of ['nl', 'fr'] as const) {
    test(`lists every project of the data in ${lang}, with its units and starting price`, async ({ page }) => {
      const projects = projectsIn(lang);
      const response = await page.goto(LIST[lang]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(projects.length);
      for (const project of projects) {
        const units = unitsOf(lang, project.ID);
        const card = cards.filter({ has: page.getByRole('heading', { level: 2, name: project.Name }) });
        await expect(card).toContainText(`${units.length} ${TEXT[lang].units}`);
        const cheapest = Math.min(...units.filter((u) => !isGone(u) && u.Price !== null && u.PublishPrice).map((u) => u.Price!));
        // The price before VAT says so (issue 61).
        const unit = units.find((u) => !isGone(u) && u.Price === cheapest)!;
        await expect(card).toContainText(`${TEXT[lang].from} ${formatEuro(cheapest)} ${vatWords(lang, unit)}`);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LIST[lang]}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', /\/nl\/projecten\/$/);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/projets\/$/);
      await expectNoHorizontalOverflow(page, LIST[lang]);
    });
  }

  for (const lang of ['nl', 'fr'] as const)
    test(`the main menu links the project list in ${lang}, on a desktop and in the phone's drawer`, async ({ page, isMobile }) => {
      await page.goto(`/${lang}/`);
      if (isMobile) await page.getByRole('button', { name: TEXT[lang].openMenu }).click();
      const menu = isMobile
        ? page.getByRole('dialog', { name: TEXT[lang].mainMenu })
        : page.getByRole('banner').getByRole('navigation', { name: TEXT[lang].mainMenu });
      const link = menu.getByRole('link', { name: TEXT[lang].menu, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', LIST[lang]);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${LIST[lang]}$`));
      if (!isMobile)
        await expect(page.getByRole('banner').getByRole('link', { name: TEXT[lang].menu, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
    });

  test('the footer links the project list', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: TEXT.fr.title })).toHaveAttribute('href', LIST.fr);
  });
});

test.describe('project detail', () => {
  test('a card leads to the project, whose price list holds its units', async ({ page }) => {
    const units = unitsOf('nl', richest.ID);
    await page.goto(LIST.nl);
    await page.getByRole('link', { name: richest.Name }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/projecten/[a-z0-9-]+/${richest.ID}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(richest.Name);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Type', 'Slaapkamers', 'Bewoonbare opp.', 'Prijs', 'Status']);
    // Header row plus one row per unit, also in the stacked phone layout.
    await expect(table.getByRole('row')).toHaveCount(units.length + 1);
    for (const unit of units) {
      const row = table.getByRole('row').filter({ hasText: `Ref: ${unit.ID}` });
      await expect(row.getByRole('rowheader')).toContainText(unit.TypeDescription);
      if (isGone(unit)) await expect(row).toContainText(TEXT.nl.sold);
      else if (unit.PublishPrice && unit.Price)
        await expect(row.locator('.price-list__price')).toHaveText(
          `${unit.PriceUnit === 7 ? 'vanaf ' : ''}${formatEuro(unit.Price)} ${vatWords('nl', unit)}`,
        );
    }
    await expect(page.getByText(`${units.filter((u) => !isGone(u)).length} beschikbaar`)).toBeVisible();
    await expectNoHorizontalOverflow(page, page.url());
  });

  test("a unit's page says in its headline and its description whether its price includes VAT, in nl and fr", async ({ page }) => {
    for (const lang of ['nl', 'fr'] as const) {
      const unit = files['properties.json'].properties.find(
        (p) =>
          p.language === lang &&
          p.ProjectID &&
          p.SaleUnderVat === 'land-and-building' &&
          !p.PriceIncludesVat &&
          p.PriceUnit === 7 &&
          !isGone(p),
      )!;
      await page.goto(`/property/${unit.ID}/?lng=${lang}`);
      await expect(page.locator('.property-detail__price .price')).toHaveText(
        `${TEXT[lang].from} ${formatEuro(unit.Price!)} ${vatWords(lang, unit)}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`${formatEuro(unit.Price!)} ${vatWords(lang, unit)}`),
      );
    }
  });

  test('a price list row links to the unit', async ({ page }) => {
    const unit = unitsOf('fr', richest.ID)[0]!;
    const project = projectsIn('fr').find((p) => p.ID === richest.ID)!;
    await page.goto(`/fr/projets/x/${richest.ID}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Name);
    await page
      .getByRole('row')
      .filter({ hasText: `${unit.ID}` })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/fr/a-vendre/[a-z0-9-]+/[a-z0-9-]+/${unit.ID}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit.Title);
  });

  test('the street is shown only when the address is public', async ({ page }) => {
    const hidden = projectsIn('nl').find((p) => !p.PublicAddress)!;
    const shown = projectsIn('nl').find((p) => p.PublicAddress)!;
    await page.goto(`/project/${hidden.ID}/`);
    await expect(page.getByRole('main')).toContainText(`${hidden.Zip} ${hidden.City}`);
    // The description may name the street; the address itself (street and number) must not appear.
    await expect(page.getByRole('main')).not.toContainText(`${hidden.Street} ${hidden.HouseNumber}`);
    await page.goto(`/project/${shown.ID}/`);
    await expect(page.getByRole('main')).toContainText(`${shown.Street} ${shown.HouseNumber}`);
  });

  test('each language gets its own title, canonical and hreflang', async ({ page }) => {
    const fr = projectsIn('fr').find((p) => p.ID === richest.ID)!;
    await page.goto(`/fr/projets/x/${fr.ID}/`);
    await expect(page).toHaveTitle(new RegExp(`^${fr.Name} \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr/projets/[a-z0-9-]+/${fr.ID}/$`));
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      new RegExp(`/nl/projecten/[a-z0-9-]+/${fr.ID}/$`),
    );
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: TEXT.fr.title })).toHaveAttribute(
      'href',
      LIST.fr,
    );
  });
});

test.describe('project URLs', () => {
  test('an outdated slug answers 308 to the canonical URL, query kept', async ({ request }) => {
    const response = await request.get(`/nl/projecten/oude-naam/${richest.ID}/?a=1`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = response.headers().location!;
    expect(location).toMatch(new RegExp(`^/nl/projecten/[a-z0-9-]+/${richest.ID}/\\?a=1$`));
    expect(location).not.toContain('oude-naam');
    const canonical = await request.get(location, { maxRedirects: 0 });
    expect(canonical.status()).toBe(200);
  });

  test('/project/{id}/ redirects to the visitor language', async ({ request }) => {
    const response = await request.get(`/project/${richest.ID}/`, { maxRedirects: 0, headers: { cookie: 'VITRINE_LANG=fr' } });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(new RegExp(`^/fr/projets/[a-z0-9-]+/${richest.ID}/$`));
  });

  for (const lang of ['nl', 'fr'] as const) {
    test(`an unknown project ID is a localized 404 in ${lang}`, async ({ page }) => {
      const response = await page.goto(`${LIST[lang]}x/987654/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notFound);
      await expect(
        page.getByRole('main').getByRole('link', { name: lang === 'nl' ? 'Alle projecten' : 'Tous les projets' }),
      ).toHaveAttribute('href', LIST[lang]);
      await expectNoHorizontalOverflow(page, page.url());
    });
  }
});
