// Shared Playwright fixtures. Specs import { test, expect } from './fixtures' instead of '@playwright/test'.
//
// Every page.goto() also runs an axe accessibility scan (WCAG 2.0/2.1/2.2 A and AA plus best practices) of the
// page it lands on, the first time a run lands on that URL, and throws, failing the test, when there is any
// violation. Non-HTML responses (XML, JSON,
// images, ...) are not scanned. Per-file or per-describe tuning: test.use({ axe: { ... } }); after an
// interaction that changes the page (menu opened, dialog shown), call `await scanA11y(page)` explicitly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { CONSENT_COOKIE, NONE, encodeChoices } from '@/lib/visitor/consent/consent';

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export type AxeOptions = {
  /** Scan after every page.goto (default true). */
  enabled: boolean;
  /** axe rule ids to skip, e.g. ['region']; keep this list short and explained. */
  disableRules: string[];
  /** CSS selectors left out of the scan (e.g. a third-party widget). */
  exclude: string[];
};

type A11yFixtures = {
  axe: AxeOptions;
  /**
   * The cookie choice the browser starts with: 'declined' (default) so the banner stays out of the way
   * of other tests, or 'none' to see the banner (consent specs: test.use({ storedConsent: 'none' })).
   */
  storedConsent: 'declined' | 'none';
};

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

const MAX_TARGETS_SHOWN = 5;

const instrumented = new WeakSet<Page>();

function formatTarget(target: unknown): string {
  // A node target is a list of selectors, one per frame / shadow root on the way to the element.
  if (Array.isArray(target)) return target.map(formatTarget).join(' >>> ');
  return String(target);
}

/** Human-readable list of axe violations: id, impact, help, node count and the first few target selectors. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, MAX_TARGETS_SHOWN).map((n) => `      ${formatTarget(n.target)}`);
      const more = v.nodes.length > MAX_TARGETS_SHOWN ? [`      ... and ${v.nodes.length - MAX_TARGETS_SHOWN} more`] : [];
      const nodes = `${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}`;
      return [`  - ${v.id} [${v.impact ?? 'unknown impact'}] ${v.help} (${nodes})`, ...targets, ...more, `      ${v.helpUrl}`].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe on the current page and throws a readable error listing the violations, if any.
 * The full axe results are attached to the test report when there are violations.
 */
export async function scanA11y(
  page: Page,
  options: Partial<AxeOptions> & {
    /** CSS selectors the scan is limited to: the part an interaction changed, when the page itself was scanned at its goto. */
    include?: string[];
  } = {},
  testInfo: TestInfo | undefined = currentTestInfo(),
): Promise<void> {
  // Legacy mode runs axe.run in the page itself (and in its same-origin frames; nothing outside this
  // machine loads in the tests) instead of axe.runPartial plus axe.finishRun in a blank page the builder
  // opens for each scan: the same results in well under half the time. Only violations are collected:
  // the lists of passed nodes are what takes axe longest to build and send, and nothing reads them.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...AXE_TAGS])
    .setLegacyMode();
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  for (const selector of options.include ?? []) builder = builder.include(selector);

  const results = await builder.analyze();
  if (results.violations.length === 0) return;

  await testInfo?.attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const count = results.violations.length;
  throw new Error(
    `Accessibility: ${count} axe violation${count === 1 ? '' : 's'} on ${page.url()}\n${formatViolations(results.violations)}`,
  );
}

function currentTestInfo(): TestInfo | undefined {
  try {
    return base.info();
  } catch {
    return undefined; // called outside a running test
  }
}

function isHtmlResponse(response: Awaited<ReturnType<Page['goto']>>): boolean {
  // null: same-document navigation (e.g. only the hash changed); the page is still an HTML document.
  if (!response) return true;
  const contentType = response.headers()['content-type'] ?? '';
  return contentType.includes('text/html') || contentType.includes('application/xhtml+xml');
}

/** The URL a scan stands for: campaign tags (utm_*) leave the markup as it is (the forms read them in the browser). */
function scannedUrl(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (name.startsWith('utm_')) url.searchParams.delete(name);
  return url.href;
}

/**
 * Pages this run has already scanned, by project, stored cookie choice, axe options and URL: the
 * server sends the same page to the same URL, so a second goto to it in another test is not scanned
 * again (axe takes seconds a page on a 2-core machine; about half the suite's time went to rescans).
 * Each scan that passed leaves a marker file in the project's output folder, which Playwright empties
 * when a run starts, so every worker knows what the others scanned. Scans after interactions
 * (scanA11y) always run.
 */
function scanMarker(key: string, testInfo: TestInfo): string {
  return path.join(testInfo.project.outputDir, '.axe-scanned', crypto.createHash('sha256').update(key).digest('hex'));
}

function rememberScan(marker: string, key: string): void {
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, key);
}

/** Wraps page.goto so that it scans the page it lands on; idempotent. Keeps goto's return value. */
function instrumentPage(page: Page, getOptions: () => AxeOptions, testInfo: TestInfo, scope: string): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const originalGoto = page.goto.bind(page);
  page.goto = async (url: string, gotoOptions?: Parameters<Page['goto']>[1]) => {
    const response = await originalGoto(url, gotoOptions);
    const options = getOptions();
    if (options.enabled && isHtmlResponse(response)) {
      const key = `${scope}|${JSON.stringify(options)}|${scannedUrl(page.url())}`;
      const marker = scanMarker(key, testInfo);
      if (!fs.existsSync(marker)) {
        await scanA11y(page, options, testInfo);
        rememberScan(marker, key);
      }
    }
    return response;
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http(s) URL whose host is not this machine. */
export function isOutside(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK_HOSTS.has(url.hostname);
}

export const test = base.extend<A11yFixtures>({
  axe: [{ enabled: true, disableRules: [], exclude: [] }, { option: true }],
  storedConsent: ['declined', { option: true }],

  // Pages opened later in the same context (popups, context.newPage()) get the same treatment.
  context: async ({ context, axe, storedConsent, baseURL }, provide, testInfo) => {
    if (storedConsent === 'declined' && baseURL)
      await context.addCookies([{ name: CONSENT_COOKIE, value: encodeChoices(NONE), url: baseURL }]);
    // Nothing outside this machine is ever reached: a request to another host fails at once, as if offline,
    // instead of waiting on the closed network. Tests that need an outside answer (map tiles, players,
    // analytics) mock it with page.route, which takes precedence.
    await context.route(isOutside, (route) => route.abort('internetdisconnected'));
    const onPage = (page: Page) => instrumentPage(page, () => axe, testInfo, `${testInfo.project.name}|${storedConsent}`);
    context.on('page', onPage);
    await provide(context);
    context.off('page', onPage);
  },

  page: async ({ page, axe, storedConsent }, provide, testInfo) => {
    instrumentPage(page, () => axe, testInfo, `${testInfo.project.name}|${storedConsent}`);
    await provide(page);
  },
});

export type RawResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
};

export type RawRequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** Milliseconds before the request is abandoned (default 15000). */
  timeout?: number;
};

/**
 * Sends a request with the path exactly as given: no URL parsing, no normalisation of '/../', no re-encoding of
 * '%ZZ', no length limit on our side. For junk-URL tests: rawRequest(baseURL, '/nl/%ZZ/').
 * Redirects are not followed. The path must still be a valid request-target for Node (no spaces or control
 * characters; Node throws ERR_UNESCAPED_CHARACTERS for those).
 */
export function rawRequest(baseURL: string | undefined, rawPath: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  if (!baseURL) return Promise.reject(new Error('rawRequest: baseURL is not set (use the baseURL fixture)'));
  const origin = new URL(baseURL);
  const client = origin.protocol === 'https:' ? https : http;
  const timeout = options.timeout ?? 15_000;

  return new Promise<RawResponse>((resolve, reject) => {
    const req = client.request(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port || undefined,
        method: options.method ?? 'GET',
        path: rawPath,
        headers: { connection: 'close', ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.setTimeout(timeout, () => req.destroy(new Error(`rawRequest: no answer within ${timeout} ms for ${rawPath.slice(0, 200)}`)));
    req.on('error', reject);
    req.end();
  });
}
