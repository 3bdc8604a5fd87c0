/**
 * When a phone's first paint comes, and what it waited for (issue 40): each page type loaded in a
 * 412 x 823 phone-sized Chromium, unthrottled, the service worker blocked, and read from the page's own
 * Navigation, Resource and Paint Timing: the document's last byte, the render-blocking style sheets'
 * last byte, the first script's last byte (from then on an async script may run in the middle of the
 * parse), DOMContentLoaded (the parser done, inline flight data included), and the first contentful
 * paint. Medians of `--runs` loads (default 5), the bare Next
 * page first.
 *
 *   npx tsx scripts/speed/first-paint.ts [--base URL] [--runs N] [--no-bare]
 *
 * Why it matters: Lighthouse simulates a slow phone from the trace of a fast load, and puts on the path
 * to the first paint every network request and main-thread task that finished before the observed paint.
 * A paint observed after the scripts ran makes the simulated first paint pay for their download and
 * evaluation at 4x CPU (docs/benchmarks.md, "What the first paint waits for").
 */
import type { Browser } from '@playwright/test';
import { fail, option } from '../cli';
import { withBarePage } from './bare-page';
import { PHONE, launchChromium } from './phone-browser';
import { PAGE_TYPES, median, pageUrl, table, withSite } from './production-site';

interface Timings {
  document: number;
  css: number;
  script: number;
  parsed: number;
  paint: number;
}

async function load(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
      return {
        document: nav.responseEnd,
        css: Math.max(0, ...resources.filter((e) => e.renderBlockingStatus === 'blocking').map((e) => e.responseEnd)),
        script: Math.min(...resources.filter((e) => /\/_next\/static\/chunks\/.+\.js/.test(e.name)).map((e) => e.responseEnd)),
        parsed: nav.domContentLoadedEventStart,
        paint: paint?.startTime ?? NaN,
      };
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(option(args, 'runs') ?? 5);
  if (!(runs >= 1)) fail('first-paint: --runs must be at least 1');
  const browser = await launchChromium('first-paint');
  const rows: string[][] = [];
  const measure = async (name: string, url: string) => {
    await load(browser, url); // warm the server's caches and the image optimizer
    const all: Timings[] = [];
    for (let i = 0; i < runs; i++) all.push(await load(browser, url));
    const m = (key: keyof Timings) => median(all.map((t) => t[key])).toFixed(0);
    rows.push([name, m('document'), m('css'), m('script'), m('parsed'), m('paint')]);
  };
  try {
    if (!args.includes('--no-bare')) await withBarePage((url) => measure('bare Next', url));
    await withSite(option(args, 'base'), async (base) => {
      for (const type of PAGE_TYPES) await measure(type.name, await pageUrl(base, type));
    });
  } finally {
    await browser.close();
  }
  console.log(`first paint on a phone-sized Chromium, unthrottled, ms from navigation start, medians of ${runs} loads`);
  console.log(table(['page', 'document', 'blocking CSS', 'first script', 'parsed', 'first paint'], rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
