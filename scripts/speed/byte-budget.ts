/**
 * Byte budget per page type (budgets.json, "bytes"): the gzipped JavaScript, CSS and HTML document of one
 * page of each type, read from the production build as served (docs/speed.md, "The budgets `npm test` checks").
 *
 *   npx tsx scripts/speed/byte-budget.ts [--base URL]            check against budgets.json; exit 1 on growth
 *   npx tsx scripts/speed/byte-budget.ts [--base URL] --update   write the measured figures plus the margin
 *   npx tsx scripts/speed/byte-budget.ts [--base URL] --bare     also build and measure the bare Next page
 *                                                               (scripts/bench/bare/) the same way, and give
 *                                                               each page's JavaScript over it (issue 40's goal)
 *
 * What counts (docs/decisions/0023): every /_next/static/chunks/ script the HTML names — its <script src>,
 * preloads and the chunk lists of its inline flight data — but not the noModule polyfills a current
 * browser skips; and every other script a phone-sized Chromium loads while the page loads and hydrates,
 * without a touch (a chunk React loads for a lazy component it hydrates, such as a contact module's
 * form): everything the page runs to hydrate; every style sheet it links (or preloads as a
 * style), plus its inline <style> elements; and the document itself, inline styles and flight data included. Code loaded only on a visitor's action (the
 * slideshow, Swiper, the map) is not named by the HTML and does not count. Each file is gzipped at
 * level 9, so the figures do not depend on the server's compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { fail, option } from '../cli';
import { withBarePage } from './bare-page';
import { PHONE, launchChromium } from './phone-browser';
import { PAGE_TYPES, pageUrl, request, table, withSite } from './production-site';

const root = path.join(__dirname, '..', '..');
const BUDGET_FILE = path.join(root, 'budgets.json');
const KINDS = ['js', 'css', 'html'] as const;
type Kind = (typeof KINDS)[number];
type Figures = Record<Kind, number>;

interface Measured extends Figures {
  files: { url: string; kind: Kind; bytes: number }[];
}

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * What a page's HTML makes the browser load: scripts by chunk URL (`noModule` ones left out), linked
 * style sheets, and the text of its inline <style> elements (with experimental.inlineCss, the flight
 * data still names the inlined sheets, for later client-side navigations: those do not count).
 */
export function namedAssets(html: string): { js: string[]; css: string[]; inlineCss: string[] } {
  // Compared without the query: with a deployment id every asset URL ends in ?dpl=….
  const noModule = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((m) => m[1]!.split('?')[0]));
  // Inside the flight data the quotes are escaped (\"), in attributes they are not: stop at either.
  const scripts = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[A-Za-z0-9._~-]+\.js/g)].map((m) => m[0]))];
  const links = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\brel="stylesheet"/i.test(tag) || (/\brel="preload"/i.test(tag) && /\bas="style"/i.test(tag)));
  return {
    js: scripts.filter((url) => !noModule.has(url)),
    css: [...new Set(links.map((tag) => /\bhref="([^"]+)"/i.exec(tag)?.[1]).filter((href): href is string => !!href))],
    inlineCss: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!),
  };
}

/**
 * The scripts of /_next/static/chunks/ a phone loads for the page until its network is quiet (half a
 * second without a request), with no touch, no scroll and the cookie banner untouched. The service worker
 * is blocked, so each page loads as on a first visit.
 */
async function loadedScripts(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await context.close();
  }
}

async function measure(url: string, browser: Browser): Promise<Measured> {
  const response = await request(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  // React streams a Suspense boundary that was not ready in time after the rest, hidden until its script
  // moves it into place: without JavaScript that part of the page never shows (decision 0038).
  if (html.includes('<!--$?-->'))
    throw new Error(`${url} streams a Suspense boundary late (<!--$?-->): that part of the page is hidden without JavaScript`);
  const assets = namedAssets(html);
  const named = new Set(assets.js.map((asset) => asset.split('?')[0]));
  for (const script of await loadedScripts(browser, url)) if (!named.has(script)) assets.js.push(script);
  const files: Measured['files'] = [{ url: new URL(url).pathname, kind: 'html', bytes: gzip(html) }];
  for (const [kind, urls] of [
    ['js', assets.js],
    ['css', assets.css],
  ] as const) {
    for (const asset of urls) {
      const file = await request(new URL(asset, url));
      if (!file.ok) throw new Error(`${asset} (named by ${url}) answered ${file.status}`);
      files.push({ url: asset, kind, bytes: gzip(Buffer.from(await file.arrayBuffer())) });
    }
  }
  assets.inlineCss.forEach((css, i) => files.push({ url: `<style> ${i + 1}`, kind: 'css', bytes: gzip(css) }));
  const sum = (kind: Kind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
  return { js: sum('js'), css: sum('css'), html: sum('html'), files };
}

interface ByteBudget {
  margin: number;
  pages: Record<string, Figures>;
}

function readBudgets() {
  return JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as { bytes: ByteBudget } & Record<string, unknown>;
}

async function main() {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const budgets = readBudgets();
  const { margin } = budgets.bytes;
  if (!(margin >= 0 && margin < 1)) fail(`byte-budget: bytes.margin in budgets.json must be a fraction such as 0.04, not ${margin}`);
  const browser = await launchChromium('byte-budget');
  let bare: Measured | undefined;
  let measured: { name: string; path: string; figures: Measured }[];
  try {
    if (args.includes('--bare')) bare = await withBarePage((url) => measure(url, browser));
    measured = await withSite(option(args, 'base'), async (base) => {
      const out: { name: string; path: string; figures: Measured }[] = [];
      for (const type of PAGE_TYPES) {
        const url = await pageUrl(base, type);
        out.push({ name: type.name, path: url.replace(base, ''), figures: await measure(url, browser) });
      }
      return out;
    });
  } finally {
    await browser.close();
  }

  if (update) {
    budgets.bytes.pages = Object.fromEntries(
      measured.map(({ name, figures }) => [
        name,
        Object.fromEntries(KINDS.map((kind) => [kind, Math.ceil((figures[kind] * (1 + margin)) / 100) * 100])) as Figures,
      ]),
    );
    fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  }

  const failures: string[] = [];
  const rows = measured.map(({ name, path: pagePath, figures }) => {
    const budget = budgets.bytes.pages[name];
    if (!budget) failures.push(`${name}: no budget in budgets.json (bytes.pages.${name}); add one with --update`);
    const cell = (kind: Kind) => {
      const limit = budget?.[kind];
      const over = limit !== undefined && figures[kind] > limit;
      if (over)
        failures.push(
          `${name} (${pagePath}): gzipped ${kind.toUpperCase()} ${figures[kind]} B is over its budget of ${limit} B (+${figures[kind] - limit} B, ${((figures[kind] / limit - 1) * 100).toFixed(1)} %)`,
        );
      return `${figures[kind]} / ${limit ?? '-'}${over ? ' ✗' : ''}`;
    };
    const overBare = bare ? [`${figures.js - bare.js >= 0 ? '+' : ''}${((figures.js - bare.js) / 1000).toFixed(1)} kB`] : [];
    return [name, ...KINDS.map(cell), ...overBare, pagePath];
  });
  if (bare) rows.unshift(['bare Next', ...KINDS.map((kind) => String(bare[kind])), '0', '(scripts/bench/bare/)']);
  console.log(`gzipped bytes per page type, measured / budget (budgets.json, margin ${Math.round(margin * 100)} %)`);
  console.log(table(['page', 'JS', 'CSS', 'HTML', ...(bare ? ['JS over bare'] : []), 'path'], rows));
  if (update) console.log(`\nbyte-budget: budgets.json updated (measured + ${Math.round(margin * 100)} %, rounded up to 100 B)`);
  if (failures.length) {
    const largest = (name: string) =>
      measured
        .find((m) => m.name === name)!
        .figures.files.filter((f) => f.kind !== 'html')
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((f) => `      ${String(f.bytes).padStart(7)} B  ${f.url}`)
        .join('\n');
    const names = [...new Set(failures.map((f) => f.split(/[ :]/)[0]!))];
    console.error(`\nbyte-budget: over the budget:\n  ${failures.join('\n  ')}`);
    for (const name of names) if (measured.some((m) => m.name === name)) console.error(`  largest files of ${name}:\n${largest(name)}`);
    console.error('If the growth is on purpose, update the budget: npx tsx scripts/speed/byte-budget.ts --update (docs/speed.md).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
