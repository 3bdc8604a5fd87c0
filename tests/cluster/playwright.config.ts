import { defineConfig } from '@playwright/test';

// The cluster's tests (scripts/test/test-cluster.sh, `npm run test:cluster`): one worker, one cluster,
// the tests in order, since the fault tests stop and start its parts.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/cluster',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The test's own certificate for localhost (scripts/test/test-cluster.sh).
    ignoreHTTPSErrors: true,
    locale: 'en-US',
    timezoneId: 'Europe/Brussels',
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
