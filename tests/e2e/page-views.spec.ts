// The owner statistics' page-view counting (issue 15): a person's view of a detail page is counted per
// property and day by a cookieless beacon; robots and headless browsers, prefetches, other sites and
// the agency's previews are not. One client counts once per property and day, and a post that does not
// come from our pages is refused (issue 39, docs/decisions/0036). Playwright's own Chromium says "HeadlessChrome", which counts as a
// robot: the visitor here uses an ordinary phone browser's user agent.
import { test, expect } from './fixtures';
import { brusselsDate } from '@/lib/platform/brussels-time';
import { database, databaseReady } from './database';
import { files } from './site-data';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the count is the same on every viewport; one project'));
test.beforeEach(() => databaseReady());

const ids = [...new Set(files['properties.json'].properties.map((p) => p.ID))];
// Properties of their own: one gets only what must not count, one a person's page view, one a script's
// posts, one only refused posts, one a last page view that shows when everything before it is written.
// (ids.at(-5) is the owner spec's.)
const [ignored, visited, scripted, refused, last] = [ids.at(-3)!, ids.at(-2)!, ids.at(-4)!, ids.at(-6)!, ids.at(-7)!];

/**
 * Every test here runs from this machine, one client to the server: forget who was counted on its
 * properties today (a keyed hash per client, property and day), so a page view from another spec or an
 * earlier run does not hide this one.
 */
async function forgetVisitors(...properties: number[]): Promise<void> {
  await database().query('DELETE FROM page_view_keys WHERE property_id = ANY($1)', [properties]);
}

async function countOf(id: number): Promise<number> {
  const { rows } = await database().query<{ count: number }>('SELECT count FROM page_views WHERE property_id = $1 AND day = $2', [
    id,
    brusselsDate(new Date()),
  ]);
  return rows[0]?.count ?? 0;
}

test('a person viewing a detail page is counted once, with no cookie; robots, prefetches, other sites and previews are not', async ({
  browser,
  page,
  baseURL,
  request,
}) => {
  await forgetVisitors(ignored, visited);
  const before = { ignored: await countOf(ignored), visited: await countOf(visited) };

  // What must not count, each answered before the page view that must.
  const beaconOf = (p: typeof page) =>
    p.waitForResponse((response) => response.url().endsWith('/api/page-view/') && response.request().method() === 'POST');
  const robotBeacon = beaconOf(page);
  await page.goto(`/property/${ignored}/?lng=nl`);
  expect((await robotBeacon).status()).toBe(204);
  const post = (headers: Record<string, string>) =>
    request.post('/api/page-view/', {
      data: String(ignored),
      headers: { 'user-agent': PHONE, origin: baseURL!, 'content-type': 'text/plain', ...headers },
    });
  expect((await post({ 'sec-purpose': 'prefetch' })).status()).toBe(204);
  expect((await post({ origin: 'https://evil.example' })).status()).toBe(403);
  expect((await post({ referer: `${baseURL}/nl/preview/${ignored}/` })).status()).toBe(204);

  const context = await browser.newContext({ userAgent: PHONE, baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const person = await context.newPage();
    const beacon = beaconOf(person);
    await person.goto(`/property/${visited}/?lng=fr`);
    const answer = await beacon;
    expect(answer.status()).toBe(204);
    expect(await answer.headerValue('set-cookie')).toBeNull();
    expect(await context.cookies()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/visit|view/i) })]),
    );
    // Written a couple of seconds later, in one batch with everything recorded before it.
    await expect.poll(() => countOf(visited), { timeout: 20_000 }).toBe(before.visited + 1);
    expect(await countOf(ignored)).toBe(before.ignored);
  } finally {
    await context.close();
  }
});

test('a script posting the beacon counts once a day however often it posts; a post not from our pages is refused', async ({
  request,
  baseURL,
}) => {
  await forgetVisitors(scripted, refused, last);
  const before = { scripted: await countOf(scripted), refused: await countOf(refused), last: await countOf(last) };
  const post = (id: number, headers: Record<string, string>) =>
    request.post('/api/page-view/', { data: String(id), headers: { 'user-agent': PHONE, 'content-type': 'text/plain', ...headers } });

  // Fifty posts as a page of ours would send them, some saying so the browser's way, some with our origin.
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => post(scripted, i % 2 ? { origin: baseURL! } : { 'sec-fetch-site': 'same-origin' })),
  );
  expect(answers.map((answer) => answer.status())).toEqual(Array(50).fill(204));
  // Not from our pages: no origin at all, another site's, a browser saying it is on another site.
  const foreign: Record<string, string>[] = [
    {},
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: baseURL!, 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of foreign) {
    const answer = await post(refused, headers);
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
    expect(await answer.text()).toBe('');
  }

  // Page views are written in batches, in the order they came: once the last one is in, so is all before it.
  expect((await post(last, { origin: baseURL! })).status()).toBe(204);
  await expect.poll(() => countOf(last), { timeout: 20_000 }).toBe(before.last + 1);
  expect(await countOf(scripted)).toBe(before.scripted + 1);
  expect(await countOf(refused)).toBe(before.refused);
  // What is kept of the client is a keyed hash, not its address.
  const { rows } = await database().query<{ key: string }>('SELECT key FROM page_view_keys WHERE property_id = $1', [scripted]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.key).not.toMatch(/127\.0\.0\.1|::1|localhost|unknown/);
});

test('the beacon refuses what is not a property ID, and the answer says nothing', async ({ request, baseURL }) => {
  for (const body of ['', 'abc', '0', '99999999', '4101; DROP TABLE page_views', 'x'.repeat(10_000)]) {
    const answer = await request.post('/api/page-view/', {
      data: body,
      headers: { 'user-agent': PHONE, origin: baseURL!, 'content-type': 'text/plain' },
    });
    expect(answer.status(), body.slice(0, 20)).toBe(204);
    expect(await answer.text()).toBe('');
  }
  expect((await request.get('/api/page-view/')).status()).toBe(405);
});
