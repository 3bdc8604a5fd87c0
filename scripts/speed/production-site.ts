/**
 * What the speed checks share (scripts/speed/lighthouse.ts, scripts/speed/byte-budget.ts): the production build
 * started on a free loopback port, and one page of each type to measure on it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withFront } from '../../server/with-front';

const root = path.join(__dirname, '..', '..');

/** A page type the budgets name, and how to find one such page on a running site. */
export interface PageType {
  name: string;
  /** A path, or the neutral path whose redirect leads to the canonical one (detail pages). */
  path: string;
  resolveRedirect?: boolean;
  /** Measured by Lighthouse (all of them are in the byte budget). */
  lighthouse: boolean;
  /** Lighthouse audits left out of this page's scores, with the reason. */
  skipAudits?: { ids: string[]; why: string };
}

/** One page of each type, in Dutch, on the sample data (docs/product.md section 2; data/menu.json for the menu pages). */
export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/nl/', lighthouse: true },
  { name: 'listing', path: '/nl/te-koop/', lighthouse: true },
  // A city and a price range, in the listing's canonical query form (lib/catalogue/listing/query.ts).
  { name: 'filtered', path: '/nl/te-koop/?city=Gent&price_min=150000&price_max=500000', lighthouse: true },
  { name: 'detail', path: '/property/4101/?lng=nl', resolveRedirect: true, lighthouse: true },
  { name: 'article', path: '/nl/diensten/bemiddeling/', lighthouse: true },
  { name: 'projects', path: '/nl/projecten/', lighthouse: true },
  { name: 'project', path: '/project/901/?lng=nl', resolveRedirect: true, lighthouse: true },
  { name: 'form', path: '/nl/gratis-schatting/', lighthouse: true },
  {
    name: 'login',
    path: '/nl/login/',
    lighthouse: true,
    skipAudits: { ids: ['is-crawlable'], why: 'the owner portal is kept out of search engines on purpose (noindex)' },
  },
];

/**
 * `fetch`, tried again after a network error (not after an HTTP error): Node's fetch reuses kept-alive
 * connections, and the server may close one just as it is reused ("fetch failed", other side closed).
 */
export async function request(url: string | URL, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3)
        throw new Error(
          `${String(url)}: ${error instanceof Error ? `${error.message} (${String((error as { cause?: unknown }).cause ?? '')})` : String(error)}`,
        );
    }
  }
}

/** The page's own URL on `base`: a neutral detail path is followed to its canonical URL (without a query). */
export async function pageUrl(base: string, type: PageType): Promise<string> {
  const url = new URL(type.path, base);
  if (!type.resolveRedirect) return url.href;
  const response = await request(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status < 300 || response.status > 399 || !location)
    throw new Error(`${url.href} answered ${response.status}, not a redirect to the ${type.name} page`);
  const canonical = new URL(location, url);
  canonical.search = '';
  return canonical.href;
}

/** A TCP port nothing listens on now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface Site {
  base: string;
  stop(): void;
}

export interface SiteOptions {
  /**
   * Runs on the site's state folder before the server starts, with the site's base URL (the agency's
   * commands, such as making an owner: they then open the embedded database themselves).
   */
  beforeStart?: (state: string, base: string) => void;
}

/**
 * The production build of this checkout (`next build` first) on a free port, with a throw-away state
 * folder (its own embedded database), in its own process group so `stop` ends it and its children.
 */
export async function startProductionSite(options: SiteOptions = {}): Promise<Site> {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no production build in ${distDir}: run npm run build first`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-speed-'));
  try {
    options.beforeStart?.(state, base);
  } catch (error) {
    fs.rmSync(state, { recursive: true, force: true });
    throw error;
  }
  const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: withFront({ ...process.env, NODE_ENV: 'production', VITRINE_STATE_DIR: state }),
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/nl/`, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/**
 * `base` if given, else the production build started here (with `options`, which a site started
 * elsewhere does not get); `run` gets the site's base URL.
 */
export async function withSite<T>(base: string | undefined, run: (base: string) => Promise<T>, options: SiteOptions = {}): Promise<T> {
  if (base) return run(base.replace(/\/$/, ''));
  const site = await startProductionSite(options);
  const stopOnSignal = () => {
    site.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  try {
    return await run(site.base);
  } finally {
    site.stop();
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
  }
}

/** The median of the finite values: the gate's own (lighthouse-gate.ts), for every speed check. */
export { median } from './lighthouse-gate';

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
