// Temporary: screenshots for the review of issue 61 (not committed).
import { test } from './fixtures';

const pages: [string, string][] = [
  ['home-nl', '/nl/'],
  ['home-fr', '/fr/'],
  ['404-fr', '/fr/cette-page-nexiste-pas/'],
  ['404-nl', '/nl/bestaat-niet/'],
  ['projects-nl', '/nl/projecten/'],
  ['projects-fr', '/fr/projets/'],
  ['project-nl', '/nl/projecten/x/901/'],
  ['project-fr', '/fr/projets/x/901/'],
  ['unit-nl', '/property/4175/?lng=nl'],
  ['unit-fr', '/property/4175/?lng=fr'],
  ['house-nl', '/property/4101/?lng=nl'],
  ['house-fr', '/property/4101/?lng=fr'],
  ['favs-nl', '/nl/favorieten/?ids=4106,4140,4175,4184'],
];

test.use({ axe: { enabled: false, disableRules: [], exclude: [] } });

for (const [name, url] of pages)
  test(`shot ${name}`, async ({ page }, info) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.screenshot({ path: `/tmp/prices-shots/${info.project.name}-${name}.png`, fullPage: false });
    if (name.startsWith('house') || name.startsWith('unit')) {
      for (const [part, selector] of [['costs', 'section#costs'], ['history', '.price-history'], ['similar', '.card-grid >> nth=-1']] as const) {
        const el = page.locator(selector).first();
        if (await el.count()) {
          await el.scrollIntoViewIfNeeded();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `/tmp/prices-shots/${info.project.name}-${name}-${part}.png` });
        }
      }
      const total = page.locator('[data-cost="monthly"]');
      if (await total.count()) {
        await total.evaluate((e) => e.scrollIntoView({ block: 'end' }));
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/prices-shots/${info.project.name}-${name}-costs-bottom.png` });
      }
    }
    if (name.startsWith('home')) {
      const grid = page.locator('.card-grid').first();
      await grid.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/prices-shots/${info.project.name}-${name}-grid.png` });
      if (info.project.name === 'mobile') {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: /Menu openen|Ouvrir le menu/ }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/prices-shots/${info.project.name}-${name}-drawer.png` });
      }
    }
  });
