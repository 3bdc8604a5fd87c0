import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import {
  CRM_BASE,
  CRM_PORT,
  MAIN_PORT,
  MAIN_STATE_DIR,
  MAIN_URL,
  SMTP_PORT,
  SMTP_SINK_DIR,
  VARIANT_PORT,
  VARIANT_STATE_DIR,
  VARIANT_URL,
} from './tests/e2e/environment';
import { FAKE_PASSWORD, FAKE_USER } from './tests/crm/fake-omnicasa';
import { PRELOAD } from './server/with-front';

// Browser tests run against production builds (`next start`), never the dev server.
// Not `-H 127.0.0.1`: Next 16 normalizes 127.0.0.1 to localhost in proxy URLs, so its rewrites would
// look external and fail (see docs/configuration.md).
//   - main build (NEXT_DIST_DIR or .next, data/)        -> http://127.0.0.1:3100, projects 'mobile' and 'desktop'
//   - language-config variant (.next-variant, only nl)  -> http://127.0.0.1:3101, project 'lang-config'
// The variant is built by scripts/test/build-variant.sh; without .next-variant its server and project are left out,
// so `npx playwright test` also works after a plain `npm run build`.

const isCI = !!process.env.CI;

// E2E_PORT moves the servers (main on it, variant on the next port, SMTP 25 above, the fake CRM 90 above), so two checkouts or
// builds (NEXT_DIST_DIR) can be tested side by side (tests/e2e/environment.ts).
const VARIANT_DIST_DIR = '.next-variant';
const VARIANT_DATA_DIR = '.data/variant-data';
// Specs for the variant build (only nl, analytics ids set): see scripts/test/build-variant.sh.
const LANGUAGE_CONFIG_SPEC = /(language-config|consent-tags)\.spec\.ts/;

const hasVariant = fs.existsSync(path.join(__dirname, VARIANT_DIST_DIR));

// Debian's Chromium headless shell, installed by scripts/test/ensure-chromium.sh (never `npx playwright install`):
// the same Blink as /usr/bin/chromium without the desktop browser around it, which is what Playwright runs
// headless tests on by default; a third less time for the suite on 2 cores (docs/decisions/0028).
// E2E_CHROMIUM=/usr/bin/chromium runs the tests on the full browser instead.
// This machine's closed network refuses Chromium's background connections, hence the background-networking flags.
const chromiumLaunchOptions = {
  executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktopViewport = { width: 1366, height: 900 };

const projects: Project[] = [
  {
    name: 'mobile',
    testIgnore: LANGUAGE_CONFIG_SPEC,
    use: {
      browserName: 'chromium',
      baseURL: MAIN_URL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
  },
  {
    name: 'desktop',
    testIgnore: LANGUAGE_CONFIG_SPEC,
    use: {
      browserName: 'chromium',
      baseURL: MAIN_URL,
      viewport: desktopViewport,
    },
  },
];

// Forms send their mails to a real SMTP server on loopback (tests/e2e/smtp-sink.ts), which writes them
// to SMTP_SINK_DIR for the tests to read, and the main server pushes their leads to a fake CRM on
// loopback (tests/crm/fake-omnicasa.ts, Omnicasa's wire; tests/e2e/crm-leads.spec.ts); each server keeps
// its embedded database in a state folder of its own (tests/e2e/environment.ts), emptied at start.

const webServer: NonNullable<PlaywrightTestConfig['webServer']> = [
  {
    name: 'smtp',
    command: `npx tsx tests/e2e/smtp-sink.ts ${SMTP_PORT} ${SMTP_SINK_DIR}`,
    port: SMTP_PORT,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    name: 'crm',
    command: `npx tsx tests/crm/fake-omnicasa.ts --port ${CRM_PORT}`,
    url: `${CRM_BASE}/__calls`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    name: 'main',
    command: `rm -rf ${MAIN_STATE_DIR} && npx next start -p ${MAIN_PORT} -H localhost`,
    env: {
      NODE_OPTIONS: `--require ${PRELOAD}`,
      // The tests play the proxy in front: each names its client in X-Forwarded-For, so that each has
      // limits of its own (tests/e2e/fuzz.spec.ts tries a server with no proxy trusted).
      TRUSTED_PROXIES: '1',
      VITRINE_STATE_DIR: MAIN_STATE_DIR,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      VITRINE_SITE_URL: MAIN_URL,
      CRM_URL: `${CRM_BASE}/OmnicasaService.svc/`,
      CRM_USER: FAKE_USER,
      CRM_PASSWORD: FAKE_PASSWORD,
      // Leads only: the catalogue stays the sample's (tests/e2e/live-catalogue.spec.ts syncs on a server of its own).
      CRM_POLL_SECONDS: '0',
      // Tests only: the pages that throw, for the error pages' spec (lib/platform/env.ts; error-pages.spec.ts).
      VITRINE_TEST_FAULTS: '1',
    },
    url: `${MAIN_URL}/nl/`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

if (hasVariant) {
  projects.push({
    name: 'lang-config',
    testMatch: LANGUAGE_CONFIG_SPEC,
    use: {
      browserName: 'chromium',
      baseURL: VARIANT_URL,
      viewport: desktopViewport,
    },
  });
  webServer.push({
    name: 'variant',
    command: `rm -rf ${VARIANT_STATE_DIR} && npx next start -p ${VARIANT_PORT} -H localhost`,
    // Merged over process.env by Playwright.
    env: {
      NODE_OPTIONS: `--require ${PRELOAD}`,
      TRUSTED_PROXIES: '1',
      NEXT_DIST_DIR: VARIANT_DIST_DIR,
      VITRINE_DATA_DIR: VARIANT_DATA_DIR,
      VITRINE_STATE_DIR: VARIANT_STATE_DIR,
    },
    url: `${VARIANT_URL}/nl/`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  });
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  // Every page.goto also runs an axe scan (tests/e2e/fixtures.ts), so allow more than the default 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  // The slowest files are listed at the end (all those over a minute), so that the suite's time can be kept in hand;
  // the JSON report holds every test's duration (npx tsx scripts/test/slowest.ts sums it per file).
  reportSlowTests: { max: 12, threshold: 60_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'test-results/report.json' }],
  ],
  use: {
    launchOptions: chromiumLaunchOptions,
    // Fixed locale and time zone so language detection and dates do not depend on the machine.
    // en is not a site language, so unprefixed URLs fall back to the site default (nl); tests that
    // exercise Accept-Language set their own locale or header.
    locale: 'en-US',
    timezoneId: 'Europe/Brussels',
    // The service worker would answer some requests itself, out of reach of page.route: only its own
    // spec (service-worker.spec.ts) lets it register.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects,
  webServer,
});
