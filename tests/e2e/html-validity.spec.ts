// Valid HTML: one page of every type, in every language, checked by the W3C Nu HTML Checker (npm vnu-jar,
// run with the system's Java; scripts/test/ensure-java.sh installs Debian's when it is missing). The pages are
// fetched from the production server as a first-time visitor gets them (no cookies) and the checker runs
// once over all of them: starting its JVM costs seconds, checking a page some tens of milliseconds. The
// owner area's pages are checked apart: the login, forgot and set-password pages signed out, the portal
// (its overview, a property, a property not the owner's) signed in as an owner made for the test.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { files, representativeMenuPages, routes } from './site-data';
import type { Lang } from '@/lib/catalogue/data/types';
import { readHistoryLog, reshapeProperty, type Property } from '@/lib/catalogue/data';
import { COSTS_SEGMENT, VISIT_BOOKING_SEGMENT, visitSlotsPath } from '@/lib/catalogue/routing/app-paths';
import { localizeHref, projectHref, propertyHref, propertySegments, routeHref } from '@/lib/catalogue/routing/urls';
import { projectSegment } from '@/lib/catalogue/routing/app-routes';
import { listingSearchParams, parseListingQuery } from '@/lib/catalogue/listing/query';
import { MAP_FRAME_PATH } from '@/lib/catalogue/map/message';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { databaseReady } from './database';
import { addOwner, choosePassword, LANGS, logIn } from './owners';
import { addBooking, addOwnSlots, addPastSlot, bookingLinkPath, someTime } from './visit-slots';
import { uniqueAddress } from './mail';

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const MISSING_ID = 999_999;
/** Characters of the checker's extract shown around an error: pages are minified into very long lines. */
const EXTRACT_CHARS = 160;

type Check = { kind: string; url: string; status: 200 | 400 | 404 };

const properties = files['properties.json'].properties.map((record) => reshapeProperty(record, files['site.json']));
const lowered = new Set(
  readHistoryLog(path.join(process.cwd(), 'data')).entries.flatMap((entry) =>
    entry.kind === 'price' && entry.to !== null && entry.from !== null && entry.to < entry.from ? [entry.id] : [],
  ),
);
const propertiesIn = (lang: Lang) => properties.filter((p) => p.lang === lang);
const photoCount = (p: Property) =>
  files['properties.json'].properties.find((r) => r.ID === p.id && r.language === p.lang)!.Pictures.length;

/** One property per kind of detail page the data has; kinds the data lacks are left out. */
function propertyCases(lang: Lang): [kind: string, property: Property][] {
  const list = propertiesIn(lang);
  const available = (p: Property) => p.marquee.state === 'none';
  const cases: [string, Property | undefined][] = [
    ['property for sale', list.find((p) => p.goal === 'sale' && available(p) && photoCount(p) > 1)],
    ['property for rent', list.find((p) => p.goal === 'rent' && available(p) && photoCount(p) > 1)],
    ['sold property', list.find((p) => p.marquee.state === 'sold')],
    ['rented property', list.find((p) => p.marquee.state === 'rented')],
    ['property in a project', list.find((p) => p.projectId !== null)],
    ['property without photos', list.find((p) => photoCount(p) === 0)],
    // Its badges, previous price and price history (the catalogue's history, docs/decisions/0043).
    ['property with a lowered price', list.find((p) => available(p) && lowered.has(p.id))],
  ];
  return cases.filter((c): c is [string, Property] => c[1] !== undefined);
}

/** Every page type of the site in one language, with the URL it has there and the status it must answer. */
function pagesIn(lang: Lang): Check[] {
  const href = (neutral: string) => localizeHref(routes, lang, neutral);
  const sale = href('/for-sale/');
  const rent = href('/for-rent/');
  const forSale = propertiesIn(lang).filter((p) => p.goal === 'sale');
  const perCity = new Map<string, number>();
  for (const p of forSale) perCity.set(p.address.city, (perCity.get(p.address.city) ?? 0) + 1);
  const busiestCity = [...perCity].sort(([, a], [, b]) => b - a)[0]![0];
  const filtered = listingSearchParams(parseListingQuery({}), {
    cities: [busiestCity],
    bedroomsMin: 1,
    sort: 'price-asc',
  });
  const projects = files['projects.json'].projects.filter((p) => p.language === lang);
  const [first, second] = propertiesIn(lang);
  const { section, city } = propertySegments(routes, lang, first!);

  const checks: Check[] = [
    { kind: 'home', url: `/${lang}/`, status: 200 },
    { kind: 'for-sale listing', url: sale, status: 200 },
    { kind: 'for-rent listing', url: rent, status: 200 },
    { kind: 'filtered listing', url: `${sale}?${filtered}`, status: 200 },
    { kind: 'listing without results', url: `${rent}?${new URLSearchParams({ city: 'Atlantis' })}`, status: 200 },
    { kind: 'listing as a map', url: `${sale}?view=map`, status: 200 },
    { kind: 'listing: new this week, recently lowered first', url: `${sale}?new=1&sort=lowered`, status: 200 },
    ...propertyCases(lang).map(([kind, property]) => ({ kind, url: propertyHref(routes, lang, property), status: 200 as const })),
    // The cost page the cost panel's form reaches without JavaScript, with junk reported (docs/decisions/0039).
    ...propertyCases(lang)
      .filter(([kind]) => kind === 'property for sale')
      .map(([, property]) => ({
        kind: 'cost page',
        url: `/${lang}/${COSTS_SEGMENT[lang]}/${property.id}/?own-home=no&rate=abc&years=20`,
        status: 200 as const,
      })),
    // The visit booking page the visit form links to without JavaScript (docs/decisions/0042, amendment 2).
    ...propertyCases(lang)
      .filter(([kind]) => kind === 'property for sale')
      .map(([, property]) => ({ kind: 'visit booking page', url: visitSlotsPath(lang, property.id), status: 200 as const })),
    // A booked visit's link that is not valid (docs/decisions/0042, amendment 3): changed, and malformed.
    {
      kind: 'booked visit, changed link',
      url: `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=0b7f5e0c-8a4e-4c1e-9d52-3f0c2f3a9b11.${'A'.repeat(43)}`,
      status: 404,
    },
    { kind: 'booked visit, malformed link', url: `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/?token=nonsense`, status: 400 },
    { kind: 'project list', url: href('/project/'), status: 200 },
    ...projects.slice(0, 1).map((project) => ({
      kind: 'project detail',
      url: projectHref(routes, lang, { id: project.ID, name: project.Name }),
      status: 200 as const,
    })),
    ...representativeMenuPages().map((page) => ({
      kind: `menu page ${page.id}`,
      url: routeHref(routes, lang, { kind: 'menu', id: page.id }),
      status: 200 as const,
    })),
    { kind: 'favourites', url: `${href('/favourites/')}?ids=${first!.id},${second!.id}`, status: 200 },
    { kind: 'unknown page', url: `/${lang}/this-page-does-not-exist/`, status: 404 },
    { kind: 'unknown property', url: `/${lang}/${section}/${city}/property/${MISSING_ID}/`, status: 404 },
    { kind: 'unknown project', url: `/${lang}/${projectSegment(routes, lang)}/project/${MISSING_ID}/`, status: 404 },
    { kind: 'offline page', url: `/offline/${lang}/`, status: 200 },
    // Not the error pages (tests/e2e/error-pages.spec.ts): on a first load Next answers a page that
    // failed with its own error shell (no title, no lang, an empty body), which the browser fills in with
    // app/[lang]/error.tsx or app/global-error.tsx; what the checker would see is Next's, not ours.
  ];
  return checks;
}

function allPages(): Check[] {
  return [...routes.languages.flatMap(pagesIn), { kind: 'map frame', url: MAP_FRAME_PATH, status: 200 }];
}

/** Fetches the pages a few at a time (the server has two cores to share with the test runner); `prefix` names their files apart. */
async function fetchAll(request: APIRequestContext, checks: Check[], dir: string, prefix = ''): Promise<Map<string, Check>> {
  const byFile = new Map<string, Check>();
  const queue = checks.map((check, index) => ({ check, file: path.join(dir, `${prefix}${String(index).padStart(3, '0')}.html`) }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await request.get(next.check.url);
      expect(response.status(), `${next.check.kind}: ${next.check.url}`).toBe(next.check.status);
      expect(response.headers()['content-type'], next.check.url).toContain('text/html');
      fs.writeFileSync(next.file, await response.body());
      byFile.set(path.basename(next.file), next.check);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return byFile;
}

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
};

/**
 * The JVM's client compiler only and its serial collector: a run this short never repays the optimizing
 * compiler, and this takes less than half the CPU time (about 3 s instead of 8 s for 50 pages). Its
 * compiled frames are bigger, so the checker's deep schema recursion needs a larger stack.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

/** Runs the checker once over every file; its JSON report goes to stderr, and it exits 1 when it finds errors. */
function runVnu(htmlFiles: string[]): Promise<VnuMessage[]> {
  const args = [...JAVA_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--no-langdetect', ...htmlFiles];
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error('java not found: run scripts/test/ensure-java.sh (Debian package default-jre-headless)'));
        return;
      }
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The Nu HTML Checker did not answer in JSON (${error?.message ?? 'exit 0'}):\n${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/**
 * The checker's extract on one line, cut around the attribute the message names when the highlighted tag has
 * it (“sizes”, “aria-expanded”), else around the start of the tag: minified tags run to hundreds of characters.
 */
function excerpt(message: VnuMessage): string {
  const text = (message.extract ?? '').replace(/\s/g, ' ');
  const tagStart = message.hiliteStart ?? 0;
  const tag = text.slice(tagStart, tagStart + (message.hiliteLength ?? text.length));
  const named = [...message.message.matchAll(/“([\w:-]+)”/g)]
    .map((match) => tag.search(new RegExp(`\\s${match[1]}=`, 'i')))
    .find((at) => at >= 0);
  const start = Math.max(0, tagStart + (named ?? 0) - EXTRACT_CHARS / 4);
  const cut = text.slice(start, start + EXTRACT_CHARS).replace(/ +/g, ' ');
  const element = /^<[\w-]+/.exec(tag)?.[0];
  const lead = start > tagStart && element ? `${element} …` : start > 0 ? '…' : '';
  return `${lead}${cut}${start + EXTRACT_CHARS < text.length ? '…' : ''}`;
}

function report(messages: VnuMessage[], byFile: Map<string, Check>): string {
  const byPage = new Map<string, string[]>();
  for (const message of messages) {
    const check = message.url ? byFile.get(path.basename(new URL(message.url).pathname)) : undefined;
    const where = check ? `${check.url} (${check.kind})` : (message.url ?? 'the checker itself');
    const position = message.lastLine ? `line ${message.lastLine}, column ${message.firstColumn ?? message.lastColumn}: ` : '';
    const lines = byPage.get(where) ?? [];
    lines.push(`    ${position}${message.message}`, ...(message.extract ? [`      ${excerpt(message)}`] : []));
    byPage.set(where, lines);
  }
  const count = messages.length;
  const head = `${count} HTML error${count === 1 ? '' : 's'} on ${byPage.size} page${byPage.size === 1 ? '' : 's'} (Nu HTML Checker):`;
  return [head, ...[...byPage].flatMap(([where, lines]) => [`  ${where}`, ...lines])].join('\n');
}

/** The owner area's pages no one needs to be signed in for, in each of its languages; `token` a live password link's. */
const ownerPagesSignedOut = (token: string): Check[] =>
  LANGS.flatMap((lang) => [
    { kind: 'owner login', url: ownerPath(lang, 'login'), status: 200 as const },
    { kind: 'owner forgot password', url: ownerPath(lang, 'forgot'), status: 200 as const },
    { kind: 'owner set password (a live link)', url: `${ownerPath(lang, 'password')}?token=${token}`, status: 200 as const },
  ]);

/** The portal's pages, signed in as the owner of `mine`. */
const ownerPagesSignedIn = (mine: number): Check[] =>
  LANGS.flatMap((lang) => [
    { kind: 'owner portal', url: `${ownerPath(lang, 'portal')}?all=1`, status: 200 as const },
    { kind: 'owner property', url: ownerPath(lang, 'portal', mine), status: 200 as const },
    { kind: 'owner property not theirs', url: ownerPath(lang, 'portal', MISSING_ID), status: 404 as const },
  ]);

test.describe('HTML validity', () => {
  test('every page type, in every language, is valid HTML', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the server sends the same HTML to every viewport: one run is enough');
    test.slow();
    await databaseReady();
    // A booked visit opened by its link, with a time to move to (the last property: no other spec books it).
    const visited = files['properties.json'].properties.at(-1)!.ID;
    const slot = (await addOwnSlots(visited, { count: 2, from: 20, to: 40 }))[0]!;
    const booking = await addBooking(slot.id, { name: 'Html Validity', email: uniqueAddress('html-my-visit'), phone: '+32 470 00 00 00' });
    const links = await Promise.all(
      routes.languages.map(async (lang) => ({ kind: 'booked visit', url: await bookingLinkPath(lang, booking), status: 200 as const })),
    );
    const checks = [...allPages(), ...links];
    const dir = testInfo.outputPath('html');
    fs.mkdirSync(dir, { recursive: true });
    const byFile = await fetchAll(request, checks, dir);

    const messages = (await runVnu([...byFile.keys()].sort().map((name) => path.join(dir, name)))).filter(
      (m) => m.type === 'error' || m.type === 'non-document-error',
    );
    expect(messages.length, report(messages, byFile)).toBe(0);
  });

  test('every owner page, in every owner language, is valid HTML', async ({ request, page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the server sends the same HTML to every viewport: one run is enough');
    test.slow();
    await databaseReady();
    const mine = files['properties.json'].properties[0]!.ID;
    const owner = addOwner('html-validity', 'nl', [mine]);
    // A booked visit, so that the property page's table of booked visits is checked too.
    await addBooking(await addPastSlot(mine, someTime(-30, -2).at), {
      name: 'Html Validity',
      email: uniqueAddress('html-booker'),
      phone: '+32 470 00 00 00',
    });
    const dir = testInfo.outputPath('owner-html');
    fs.mkdirSync(dir, { recursive: true });
    // Signed out first: a signed-in owner is sent on from the login pages, and the link is still unused.
    const signedOut = await fetchAll(request, ownerPagesSignedOut(new URL(owner.link).searchParams.get('token')!), dir, 'out-');
    await choosePassword(page, 'nl', owner.link);
    await logIn(page, 'nl', owner.email);
    // The browser's own requests: they carry its session cookie.
    const signedIn = await fetchAll(page.request, ownerPagesSignedIn(mine), dir, 'in-');
    const byFile = new Map([...signedOut, ...signedIn]);

    const messages = (await runVnu([...byFile.keys()].sort().map((name) => path.join(dir, name)))).filter(
      (m) => m.type === 'error' || m.type === 'non-document-error',
    );
    expect(messages.length, report(messages, byFile)).toBe(0);
  });
});
