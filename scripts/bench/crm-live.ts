/**
 * bench:crm's last step (docs/benchmarks.md, "A change in the CRM, live"): the time from a price changed
 * in the fake CRM to the changed page served, measured end to end on a real server. The production
 * build (`.next`, `npm run build`) is started with `next start` on the bench's data folder, which holds
 * the synced catalogue and its release, with the defaults of one machine: it syncs every
 * CRM_POLL_SECONDS (20 unless set) and follows its releases. A client asks for home, the listing and the
 * detail page in a loop all along; the step reports the seconds and the requests that failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { currentRelease } from '../../lib/catalogue/live/releases';
import { withFront } from '../../server/with-front';

export interface LiveResult {
  /** From the change in the CRM to the first answer of the detail page that shows it. */
  seconds: number;
  requests: number;
  failed: string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(250);
  }
}

/** A price `PRICE` can be told apart by on the page, whatever the separator of thousands. */
export const PRICE = 987_654;
const SHOWN = /987[.\u00a0\u202f ]654/;

export interface LiveOptions {
  root: string;
  /** A data folder the sync steps filled from the fake CRM. */
  dataDir: string;
  port: number;
  /** The property whose price changes (our id). */
  property: number;
  /** The server's CRM settings (CRM_KIND, CRM_URL...). */
  crm: Record<string, string>;
  /** Sets the property's price to PRICE in the fake CRM. */
  change(): Promise<unknown>;
}

export async function benchLive({ root, dataDir, port, property, crm, change }: LiveOptions): Promise<LiveResult> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build in .next: npm run build first');
  const origin = `http://127.0.0.1:${port}`;
  if (await fetch(`${origin}/nl/`).catch(() => null)) throw new Error(`something already answers on ${origin}`);
  const state = path.join(path.dirname(dataDir), 'live-state');
  fs.rmSync(state, { recursive: true, force: true });
  fs.mkdirSync(state, { recursive: true });
  const log = fs.openSync(path.join(path.dirname(dataDir), 'live-server.log'), 'w');
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: withFront({
      ...process.env,
      NODE_ENV: 'production',
      VITRINE_DATA_DIR: dataDir,
      VITRINE_STATE_DIR: state,
      VITRINE_SITE_URL: origin,
      ...crm,
    }),
  });
  fs.closeSync(log);
  try {
    // Serving a release (its ETag names it): the one the sync steps made, or the one its own first sync makes.
    await until(
      'the server to serve a release',
      async () => {
        const release = currentRelease(dataDir)?.hash;
        return release && (await fetch(`${origin}/nl/`)).headers.get('etag')?.includes(release);
      },
      180_000,
    );
    const detail = (await fetch(`${origin}/property/${property}/?lng=nl`)).url;
    if (SHOWN.test(await (await fetch(detail)).text())) throw new Error(`property ${property} already shows ${PRICE}`);

    const pages = [`${origin}/nl/`, `${origin}/nl/te-koop/`, detail];
    const failed: string[] = [];
    let requests = 0;
    let visiting = true;
    const visitor = (async () => {
      while (visiting)
        for (const url of pages) {
          const response = await fetch(url).catch((error: unknown) => ({ status: String(error) }) as const);
          requests++;
          if (response.status !== 200) failed.push(`${url}: ${response.status}`);
        }
    })();

    const changed = performance.now();
    await change();
    const seconds = await until(
      'the new price on the detail page',
      async () => SHOWN.test(await (await fetch(detail)).text()) && (performance.now() - changed) / 1000,
      120_000,
    );
    visiting = false;
    await visitor;
    return { seconds, requests, failed };
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
