// What a phone visitor sees first (issue 16): a listing's first result and a detail page's photo, price,
// type, place and key facts on the first screen; the consent banner beside them, never over them; the
// contact bar fixed to the bottom of detail pages on phones (absent on the desktop); the project page's
// slideshow, contact person and map. Runs on both projects, in nl and fr.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { files } from './site-data';
import { interceptTiles } from './map-tiles';
import { formatPhone, telHref } from '@/lib/catalogue/format/phone';
import { isFieldShown } from '@/lib/catalogue/data';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

type Lang = 'nl' | 'fr';
type Box = { x: number; y: number; width: number; height: number };
const MESSAGES = { nl, fr };
const LANGS = ['nl', 'fr'] as const;
const LISTINGS: Record<Lang, string[]> = { nl: ['/nl/te-koop/', '/nl/te-huur/'], fr: ['/fr/a-vendre/', '/fr/a-louer/'] };
const PROJECTS: Record<Lang, string> = { nl: '/nl/projecten/', fr: '/fr/projets/' };

const records = files['properties.json'].properties;
const record = (lang: Lang, id: number) => records.find((p) => p.language === lang && p.ID === id)!;
const team = files['team.json'].members;
const { marquee } = files['site.json'];
const isGone = (p: { Marquee: number }) => marquee.sold.includes(p.Marquee) || marquee.rented.includes(p.Marquee);

// A sale, a rent, a price on request, a sold one and the longest title (three lines of heading on a phone).
const longest = [...records].sort((a, b) => b.Title.length - a.Title.length)[0]!;
const DETAILS = [4101, 4102, 4107, 4122, longest.ID];

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has no box`).not.toBeNull();
  return box!;
}

const bottom = (box: Box) => box.y + box.height;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < bottom(b) && b.y < bottom(a);

/** The whole element lies within the first screen (the page not scrolled), above `limit` when given. */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string, limit?: number) {
  const box = await boxOf(locator);
  const height = limit ?? page.viewportSize()!.height;
  expect(box.y, `${what} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(bottom(box), `${what} ends at ${Math.round(bottom(box))} px, below ${height} px`).toBeLessThanOrEqual(height);
}

function consentBanner(page: Page, lang: Lang) {
  return page.getByRole('dialog', { name: MESSAGES[lang].Consent.title });
}

function contactBar(page: Page, lang: Lang) {
  return page.getByRole('region', { name: MESSAGES[lang].ContactBar.label });
}

async function openProperty(page: Page, lang: Lang, id: number) {
  const response = await page.goto(`/property/${id}/?lng=${lang}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record(lang, id).Title);
}

/** After a jump to a form: it is open, and its start and first field show between the header and the bar. */
async function expectFormInSight(page: Page, section: string) {
  const form = page.locator(section);
  const fold = form.locator('details');
  if (await fold.count()) await expect(fold).toHaveAttribute('open', '');
  const startLocator = form.locator((await fold.count()) ? 'summary' : 'h2, h3').first();
  const fieldLocator = form.locator('select, input:not([type=hidden]), textarea').first();
  // Read together once the jump has settled: on a busy machine the page may still be loading and
  // scrolling to the form when the URL has changed, and a form whose code comes as it nears the screen
  // (a deferred island, tapped before the page was interactive) replaces its server HTML meanwhile: an
  // element replaced between finding and measuring has no box, and is read again.
  await expect
    .poll(async () => {
      const [header, bar, start, field] = await Promise.all(
        [page.locator('.site-header'), page.locator('.contact-bar'), startLocator, fieldLocator].map((l) => l.boundingBox()),
      );
      if (!header || !bar || !start || !field) return 'an element replaced while it was measured';
      return {
        'the form starts under the header': start.y >= bottom(header),
        'its first field shows above the contact bar': bottom(field) <= bar.y,
      };
    })
    .toEqual({ 'the form starts under the header': true, 'its first field shows above the contact bar': true });
}

function firstCard(page: Page) {
  const card = page.getByRole('main').getByRole('article').first();
  return { card, photo: card.locator('img').first(), price: card.locator('.property-card__price') };
}

test.describe('listings', () => {
  for (const lang of LANGS) {
    for (const path of LISTINGS[lang]) {
      test(`${path}: the first result's photo starts in the upper half of the first screen, its price on it`, async ({ page }) => {
        await page.goto(path);
        const { photo, price } = firstCard(page);
        await expect(photo).toBeVisible();
        const height = page.viewportSize()!.height;
        expect((await boxOf(photo)).y).toBeLessThan(height / 2);
        await expectOnFirstScreen(page, price, 'the first price');
      });
    }
  }

  for (const lang of LANGS) {
    test(`on a phone the count, "save this search" and the view switch share one row in ${lang}, none squeezed`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the desktop has room for the whole bar');
      await page.goto(LISTINGS[lang][0]!);
      const bar = page.locator('.listing__bar');
      const count = bar.locator('.listing__count');
      const save = bar.getByRole('link', { name: MESSAGES[lang].Listing.saveSearch });
      const parts = [await boxOf(count), await boxOf(save), await boxOf(bar.locator('.view-toggle'))];
      const middle = (box: Box) => box.y + box.height / 2;
      for (const box of parts) expect(Math.abs(middle(box) - middle(parts[0]!)), 'on the same row').toBeLessThan(4);
      // The count on one line (not "70" over "biens"), the bell its full size.
      const lineHeight = await count.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await boxOf(count)).height).toBeLessThan(lineHeight * 1.5);
      expect((await boxOf(save.locator('svg'))).width).toBeGreaterThanOrEqual(16);
      const barBox = await boxOf(bar);
      expect(bottom(parts[2]!) - barBox.y).toBeLessThanOrEqual(barBox.height);
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }

  test('on a phone the folded filters are one row: the search field beside the toggle; Enter searches', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the desktop shows every filter in its sidebar');
    await page.goto('/nl/te-koop/');
    const field = page.getByRole('combobox', { name: nl.Listing.text });
    const toggle = page.locator('.filters__toggle');
    const apply = page.getByRole('button', { name: nl.Listing.apply });
    const [fieldBox, toggleBox] = [await boxOf(field), await boxOf(toggle)];
    expect(Math.abs(fieldBox.y + fieldBox.height / 2 - (toggleBox.y + toggleBox.height / 2))).toBeLessThan(4);
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);
    await expect(apply).toBeHidden();
    await toggle.click();
    await expect(apply).toBeVisible();
    await toggle.click();
    await field.fill('Gent');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=Gent(&|$)/);
  });
});

test.describe('the consent banner on a first visit', () => {
  test.use({ storedConsent: 'none' });

  for (const lang of LANGS) {
    for (const path of [...LISTINGS[lang], PROJECTS[lang]]) {
      test(`${path}: leaves the first result's photo and price uncovered`, async ({ page }) => {
        await page.goto(path);
        const banner = await boxOf(consentBanner(page, lang));
        const { photo, card } = firstCard(page);
        // Property cards show their price; project cards their starting price.
        const price = card.locator('.price').first();
        for (const [what, target] of [
          ['photo', photo],
          ['price', price],
        ] as const) {
          const box = await boxOf(target);
          expect(
            overlaps(box, banner),
            `the banner (from ${Math.round(banner.y)} px) covers the first ${what} (to ${Math.round(bottom(box))} px)`,
          ).toBe(false);
          expect(bottom(box)).toBeLessThanOrEqual(page.viewportSize()!.height);
        }
      });
    }

    test(`a detail page in ${lang}: the price stays above the banner, which takes the contact bar's place until answered`, async ({
      page,
      isMobile,
    }) => {
      await openProperty(page, lang, 4101);
      const banner = consentBanner(page, lang);
      const price = await boxOf(page.locator('.property-detail__price'));
      expect(overlaps(price, await boxOf(banner))).toBe(false);
      await expect(contactBar(page, lang)).toBeHidden();
      await banner.getByRole('button', { name: MESSAGES[lang].Consent.decline }).click();
      await expect(banner).toBeHidden();
      if (isMobile) await expect(contactBar(page, lang)).toBeVisible();
      else await expect(contactBar(page, lang)).toBeHidden();
    });
  }
});

test.describe('detail page', () => {
  for (const lang of LANGS) {
    for (const id of DETAILS) {
      test(`${lang} ${id}: photo, price, type, place and key facts on the first screen`, async ({ page, isMobile }) => {
        const p = record(lang, id);
        const m = MESSAGES[lang].Property;
        await openProperty(page, lang, id);
        // On a phone the contact bar covers the bottom of the screen: everything must be above it.
        const limit = isMobile ? (await boxOf(contactBar(page, lang))).y : undefined;
        await expectOnFirstScreen(page, page.locator('.property-detail__media img').first(), 'the main photo', limit);
        const price = page.locator('.property-detail__price');
        const priceHidden = p.Price === null || !p.PublishPrice || !isFieldShown(p.FieldRules, p, 'Price');
        // A sold or rented property whose price is hidden shows none, its notice instead (issue 36).
        if (priceHidden && isGone(p)) await expect(price).toHaveCount(0);
        else await expectOnFirstScreen(page, price, 'the price', limit);
        if (priceHidden && !isGone(p)) await expect(price).toHaveText(m.priceOnRequest);
        if (isGone(p))
          await expectOnFirstScreen(
            page,
            page.getByRole('status').filter({ hasText: lang === 'nl' ? /verkocht|verhuurd/i : /vendu|loué/i }),
            'the sold notice',
            limit,
          );
        const subtitle = page.locator('.page-head__subtitle');
        await expect(subtitle).toContainText(p.TypeDescription);
        await expect(subtitle).toContainText(p.City);
        await expectOnFirstScreen(page, subtitle, 'the type and place', limit);
        await expectOnFirstScreen(page, page.locator('.property-detail__address'), 'the address', limit);
        const facts = page.locator('.property-detail__facts');
        const expected = [
          p.Bedrooms ? m.bedrooms.match(/other \{# ([^}]+)\}/)![1]! : null,
          p.LivingSurface ? 'm²' : null,
          p.EPCLabelText || p.EnergyPerformance !== null ? m.energyLabel.split('{')[0]!.trim() : null,
        ].filter((text): text is string => !!text);
        for (const text of expected)
          await expectOnFirstScreen(page, facts.getByRole('listitem').filter({ hasText: text }), `the fact "${text}"`, limit);
      });
    }
  }
});

test.describe('photos', () => {
  // A photo URL the optimizer answers with a redirect (its path without the slash a trailingSlash site
  // needs) costs every photo one more round trip before it shows: on a phone, the first result's
  // photo, the largest paint, 150 ms later (issue 40).
  for (const path of ['/nl/', '/nl/te-koop/', '/fr/a-vendre/', '/nl/projecten/']) {
    test(`${path}: every photo is answered at once, none redirected`, async ({ page }) => {
      const redirected: string[] = [];
      const photos: string[] = [];
      page.on('response', (response) => {
        if (!response.url().includes('/_next/image')) return;
        photos.push(response.url());
        if (response.status() >= 300 && response.status() < 400) redirected.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      expect(photos.length).toBeGreaterThan(0);
      expect(redirected).toEqual([]);
    });
  }
});

test.describe('long words', () => {
  // "overstromingsgevoeli|g" (issue 16): a word of the detail groups cut at the edge of its column.
  // Breaking after a hyphen is a proper break; so is hyphenation, which the browser marks with a
  // hyphen it draws itself and which this check cannot see, so it would report it: none is expected
  // from Chromium here, which ships no hyphenation dictionary.
  for (const lang of LANGS) {
    test(`${lang}: no word of the detail groups is broken inside`, async ({ page }) => {
      await openProperty(page, lang, 4101);
      const broken = await page.locator('.property-details').evaluate((root) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S{6,}/g)) {
            let lineTop: number | null = null;
            for (let i = 0; i < match[0].length; i++) {
              const range = document.createRange();
              range.setStart(node, match.index + i);
              range.setEnd(node, match.index + i + 1);
              const rect = range.getClientRects()[0];
              if (!rect) continue;
              if (lineTop !== null && rect.top > lineTop + 2 && !'-/'.includes(match[0][i - 1]!)) {
                found.push(`${match[0].slice(0, i)}|${match[0].slice(i)}`);
                break;
              }
              lineTop = rect.top;
            }
          }
        }
        return found;
      });
      expect(broken).toEqual([]);
    });
  }
});

test.describe('contact bar', () => {
  for (const lang of LANGS) {
    test(`${lang}: call, e-mail, plan a visit and share, one tap each, on phones only`, async ({ page, isMobile, context, baseURL }) => {
      const t = MESSAGES[lang].ContactBar;
      const p = record(lang, 4101);
      const agent = team.find((member) => member.ID === p.AgentID)!;
      await openProperty(page, lang, 4101);
      const bar = contactBar(page, lang);
      if (!isMobile) {
        await expect(bar).toBeHidden();
        return;
      }
      await expect(bar).toBeVisible();
      const barBox = await boxOf(bar);
      expect(bottom(barBox)).toBeCloseTo(page.viewportSize()!.height, 0);
      const call = bar.getByRole('link', { name: t.callName.replace('{phone}', formatPhone(agent.Phone!)) });
      await expect(call).toHaveAttribute('href', telHref(agent.Phone!));
      const mail = bar.getByRole('link', { name: t.mailName.replace('{email}', agent.Email) });
      const mailto = new URL((await mail.getAttribute('href'))!);
      expect(mailto.protocol + mailto.pathname).toBe(`mailto:${agent.Email}`);
      expect(mailto.searchParams.get('subject')).toBe(t.mailSubject.replace('{title}', p.Title).replace('{id}', '4101'));
      const visit = bar.getByRole('link', { name: t.visit });
      const share = bar.getByRole('button', { name: t.share });
      for (const target of [call, mail, visit, share]) {
        const box = await boxOf(target);
        expect(Math.min(box.width, box.height), `${target} is a 44 px target`).toBeGreaterThanOrEqual(44);
      }

      // Plan a visit: the folded visit request opens and its heading shows under the fixed header.
      await visit.click();
      await expect(page).toHaveURL(/#contact-appointment-title$/);
      // In place: the page with the form open is only for browsers without JavaScript.
      expect(page.url()).not.toContain('form=');
      await expectFormInSight(page, '#contact-appointment');
      // Focus went along, onto the form's heading (a keyboard or a screen reader carries on there, not at
      // the top of the page), and the next Tab reaches a field of the form.
      await expect(page.locator('#contact-appointment-title')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#contact-appointment form'))).toBe(true);

      // Share: no Web Share API in this browser, so the link is copied and the copy confirmed aloud.
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
      await share.click();
      await expect(bar.getByRole('status')).toHaveText(t.copied);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(new URL(canonical!).pathname, baseURL).href);

      // The page ends above the bar, and back to top sits over it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = page.getByRole('contentinfo').locator('*').last();
      await expect.poll(async () => bottom(await boxOf(lastLine))).toBeLessThanOrEqual(barBox.y);
      const backToTop = page.getByRole('button', { name: MESSAGES[lang].Layout.backToTop });
      await expect(backToTop).toBeVisible();
      expect(overlaps(await boxOf(backToTop), barBox)).toBe(false);
    });
  }

  test('a property that takes no visit requests points at the more-info form instead', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones only');
    await openProperty(page, 'nl', 4122);
    const bar = contactBar(page, 'nl');
    await expect(bar.getByRole('link', { name: nl.ContactBar.visit })).toHaveCount(0);
    const info = bar.getByRole('link', { name: nl.ContactBar.info });
    await expect(info).toHaveAttribute('href', '#contact-me');
    await info.click();
    await expectFormInSight(page, '#contact-me');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });

    test('call, e-mail and plan a visit are plain links that work; share is absent', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'phones only');
      await openProperty(page, 'fr', 4101);
      const bar = contactBar(page, 'fr');
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveCount(3);
      await expect(bar.getByRole('button', { name: fr.ContactBar.share })).toBeHidden();
      await bar.getByRole('link', { name: fr.ContactBar.visit }).click();
      // The folded visit request holds no fields without JavaScript: the link opens the page with it open.
      await expect(page).toHaveURL(/\?form=contact-appointment#contact-appointment-title$/);
      await expectFormInSight(page, '#contact-appointment');
    });
  });
});

test.describe('project page', () => {
  const projects = files['projects.json'].projects;
  const units = (lang: Lang, id: number) => records.filter((p) => p.language === lang && p.ProjectID === id);

  for (const lang of LANGS) {
    test(`${lang}: the slideshow, the contact person and the map, like a property`, async ({ page, isMobile }) => {
      const project = projects.find((p) => p.language === lang && p.Pictures.length > 1 && p.Latitude !== null)!;
      const agent = team.find((member) => member.ID === units(lang, project.ID)[0]!.AgentID)!;
      const m = MESSAGES[lang];
      await interceptTiles(page);
      const response = await page.goto(`/project/${project.ID}/?lng=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.Name);

      // The photos: first one on the first screen, the full-screen slideshow on demand.
      await expectOnFirstScreen(page, page.getByRole('region', { name: m.Gallery.label }).locator('img').first(), 'the main photo');
      await page.getByRole('region', { name: m.Gallery.label }).getByRole('button', { name: m.Gallery.fullScreen }).click();
      const slideshow = page.getByRole('dialog', { name: m.Gallery.slideshow.replace('{title}', project.Name) });
      await expect(slideshow).toBeVisible();
      await expect(slideshow.locator('.slideshow__counter')).toHaveText(`1 / ${project.Pictures.length}`);
      await page.keyboard.press('Escape');
      await expect(slideshow).toBeHidden();

      // The contact person: the agent of the project's units, with their number.
      const summary = page.getByRole('complementary', { name: m.Property.keyFacts });
      await expect(summary.getByRole('heading', { name: m.Property.contactTitle })).toBeVisible();
      await expect(summary).toContainText(`${agent.FirstName} ${agent.LastName}`);
      await expect(
        summary.getByRole('link', {
          name: m.Team.call.replace('{name}', `${agent.FirstName} ${agent.LastName}`).replace('{phone}', formatPhone(agent.Phone!)),
        }),
      ).toHaveAttribute('href', telHref(agent.Phone!));

      // The map with the project's marker.
      // (Its frame is made when its place comes near the screen.)
      await page.locator('.map-embed').scrollIntoViewIfNeeded();
      await expect(page.getByTitle(m.Property.mapTitle.replace('{title}', project.Name))).toHaveJSProperty('tagName', 'IFRAME');
      await expect(page.frameLocator('iframe.map-embed').locator('main')).toHaveAttribute('data-markers', '1');

      // On phones the contact bar's third button jumps to the project's enquiry form.
      const bar = contactBar(page, lang);
      if (isMobile)
        await expect(bar.getByRole('link', { name: m.ContactBar.visit })).toHaveAttribute('href', '#contact-construction-title');
      else await expect(bar).toBeHidden();
    });
  }
});
