// The owner statistics' visit counting (issue 15): a person's view of a detail page is counted per
// property and day by a cookieless beacon; robots and headless browsers, prefetches, other sites and
// the agency's previews are not. Playwright's own Chromium says "HeadlessChrome", which counts as a
// robot: the visitor here uses an ordinary phone browser's user agent.
import { test, expect } from './fixtures';
import { brusselsDay } from '@/lib/stats/counting';
import { database, databaseReady } from './database';
import { files } from './site-data';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the count is the same on every viewport; one project'));
test.beforeEach(() => databaseReady());

const ids = [...new Set(files['properties.json'].properties.map((p) => p.ID))];
// Two properties of their own: one gets only what must not count, the other one person's visit.
const [ignored, visited] = [ids.at(-3)!, ids.at(-2)!];

async function countOf(id: number): Promise<number> {
  const { rows } = await database().query<{ count: number }>('SELECT count FROM property_visits WHERE property_id = $1 AND day = $2', [id, brusselsDay(new Date())]);
  return rows[0]?.count ?? 0;
}

test('a person viewing a detail page is counted once, with no cookie; robots, prefetches, other sites and previews are not', async ({ browser, page, baseURL, request }) => {
  const before = { ignored: await countOf(ignored), visited: await countOf(visited) };

  // What must not count, each answered before the visit that must.
  const beaconOf = (p: typeof page) => p.waitForResponse((response) => response.url().endsWith('/api/visit/') && response.request().method() === 'POST');
  const robotBeacon = beaconOf(page);
  await page.goto(`/property/${ignored}/?lng=nl`);
  expect((await robotBeacon).status()).toBe(204);
  const post = (headers: Record<string, string>) => request.post('/api/visit/', { data: String(ignored), headers: { 'user-agent': PHONE, origin: baseURL!, 'content-type': 'text/plain', ...headers } });
  expect((await post({ 'sec-purpose': 'prefetch' })).status()).toBe(204);
  expect((await post({ origin: 'https://evil.example' })).status()).toBe(204);
  expect((await post({ referer: `${baseURL}/nl/preview/${ignored}/` })).status()).toBe(204);

  const context = await browser.newContext({ userAgent: PHONE, baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const person = await context.newPage();
    const beacon = beaconOf(person);
    await person.goto(`/property/${visited}/?lng=fr`);
    const answer = await beacon;
    expect(answer.status()).toBe(204);
    expect(await answer.headerValue('set-cookie')).toBeNull();
    expect(await context.cookies()).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/visit/i) })]));
    // Written a couple of seconds later, in one batch with everything recorded before it.
    await expect.poll(() => countOf(visited), { timeout: 20_000 }).toBe(before.visited + 1);
    expect(await countOf(ignored)).toBe(before.ignored);
  } finally {
    await context.close();
  }
});

test('the beacon refuses what is not a property ID, and the answer says nothing', async ({ request, baseURL }) => {
  for (const body of ['', 'abc', '0', '99999999', '4101; DROP TABLE property_visits', 'x'.repeat(10_000)]) {
    const answer = await request.post('/api/visit/', { data: body, headers: { 'user-agent': PHONE, origin: baseURL!, 'content-type': 'text/plain' } });
    expect(answer.status(), body.slice(0, 20)).toBe(204);
    expect(await answer.text()).toBe('');
  }
  expect((await request.get('/api/visit/')).status()).toBe(405);
});
