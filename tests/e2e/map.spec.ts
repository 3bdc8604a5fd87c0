import { test, expect, scanA11y } from './fixtures';
import { files } from './site-data';
import { interceptTiles } from './map-tiles';
import { MAP_FRAME_PATH, MAP_MESSAGE_TYPE, type MapMessage } from '@/lib/catalogue/map/message';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

const site = files['site.json'];
const MESSAGES = { nl, fr };
const record = (lang: 'nl' | 'fr', id: number) => files['properties.json'].properties.find((p) => p.ID === id && p.language === lang)!;
const ignored = [...site.marquee.sold, ...site.marquee.rented];

/** What the map view of a whole listing should draw: results with coordinates, sold and rented left off. */
function drawable(lang: 'nl' | 'fr', goal: 'sale' | 'rent') {
  return files['properties.json'].properties.filter(
    (p) =>
      p.language === lang &&
      (goal === 'sale' ? p.Goal === 0 : p.Goal !== 0) &&
      p.Latitude !== null &&
      p.Longitude !== null &&
      !ignored.includes(p.Marquee),
  );
}

const cases = [
  { lang: 'nl', goal: 'sale', path: '/nl/te-koop/', texts: nl.Map, count: 'panden' },
  { lang: 'fr', goal: 'rent', path: '/fr/a-louer/', texts: fr.Map, count: 'biens' },
] as const;

/** A message the frame accepts, for the tests that post their own. */
function validMessage(ids: number[]): MapMessage {
  const m = nl.Map;
  return {
    type: MAP_MESSAGE_TYPE,
    lang: 'nl',
    properties: ids.map((id, i) => ({
      id,
      lat: 51 + i / 100,
      lng: 4 + i / 100,
      title: `Test ${id}`,
      price: '€ 1',
      href: `/nl/te-koop/gent/test/${id}/`,
      thumb: null,
      marquee: 0,
      marqueeName: null,
    })),
    info: {
      title: m.frameTitle,
      mapLabel: m.mapLabel,
      viewProperty: m.viewProperty,
      markersNone: m.markersNone,
      markersOne: m.markersOne,
      markersOther: m.markersOther,
      listLabel: m.listLabel,
      zoomIn: m.zoomIn,
      zoomOut: m.zoomOut,
      close: m.close,
    },
    mapType: 'roadmap',
    customMarker: '/map/marker.svg',
    marqueeIgnore: [],
  };
}

test.describe('map frame (issue 4)', () => {
  test('the frame page alone draws no marker, waits for a message and is not indexed', async ({ page }) => {
    await interceptTiles(page);
    const response = await page.goto(MAP_FRAME_PATH);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('html')).toHaveAttribute('lang', site.language.default);
    // Leaflet is up (the tiles are there), yet nothing is drawn without a message.
    await expect(page.locator('.leaflet-tile').first()).toBeAttached();
    await expect(page.locator('main')).toHaveAttribute('data-state', 'waiting');
    await expect(page.locator('main')).toHaveAttribute('data-markers', '0');
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(0);
  });

  for (const { lang, goal, path, texts, count } of cases) {
    test(`${path}?view=map draws every result with coordinates and links to the properties`, async ({ page, baseURL }) => {
      const expected = drawable(lang, goal);
      const results = files['properties.json'].properties.filter(
        (p) => p.language === lang && (goal === 'sale' ? p.Goal === 0 : p.Goal !== 0),
      );
      expect(expected.length).toBeGreaterThan(1);
      await interceptTiles(page);
      await page.goto(`${path}?view=map`);
      await expect(page.locator('.listing__count')).toContainText(`${results.length} ${count}`);
      await expect(page.getByRole('navigation', { name: texts.viewLabel }).getByRole('link', { name: texts.viewMap })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The map replaces the cards and the paging.
      await expect(page.locator('.card-grid')).toHaveCount(0);
      await expect(page.locator('.pagination')).toHaveCount(0);

      const iframe = page.locator(`iframe[title="${texts.listingFrameTitle}"]`);
      await expect(iframe).toHaveAttribute('src', MAP_FRAME_PATH);
      await iframe.scrollIntoViewIfNeeded();
      const frame = page.frameLocator(`iframe[title="${texts.listingFrameTitle}"]`);
      const main = frame.locator('main');
      await expect(main).toHaveAttribute('data-state', 'ready');
      await expect(main).toHaveAttribute('data-markers', String(expected.length));
      await expect(frame.locator('.leaflet-marker-icon')).toHaveCount(expected.length);
      await expect(frame.locator('html')).toHaveAttribute('lang', lang);
      await expect(frame.getByRole('status')).toHaveText(texts.markersOther.replace('{count}', String(expected.length)));
      await expect(frame.getByRole('button', { name: texts.zoomIn })).toBeVisible();

      // Markers overlap in a dense town, so the click is dispatched to the marker itself.
      await frame.locator('.leaflet-marker-icon').first().dispatchEvent('click');
      const link = frame.locator('.leaflet-popup a.map-popup__link');
      await expect(link).toHaveText(texts.viewProperty);
      await expect(link).toHaveAttribute('target', '_top');
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${baseURL}${path}[^/]+/[^/]+/\\d+/$`));
      expect(expected.map((p) => p.ID)).toContain(Number(href.split('/').at(-2)));
      await expect(frame.locator('.leaflet-popup-close-button')).toHaveAttribute('aria-label', texts.close);

      // The whole page, frame and open popup included, passes axe.
      await scanA11y(page);
    });
  }

  test("a page's map frame loads only when it comes near the screen, not with the page", async ({ page }) => {
    await interceptTiles(page);
    const frameRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === MAP_FRAME_PATH) frameRequests.push(request.url());
    });
    await page.goto('/project/901/?lng=nl');
    await page.waitForLoadState('networkidle');
    // Until then an empty box of its size holds its place: no frame at all, not even an empty one.
    const placeholder = page.locator('div.map-embed');
    const iframe = page.locator('iframe.map-embed');
    // Far below the first screen (Chromium's own lazy loading would have started it 1,250 px ahead).
    const box = (await placeholder.boundingBox())!;
    expect(box.y).toBeGreaterThan(page.viewportSize()!.height + 300);
    await expect(iframe).toHaveCount(0);
    expect(page.frames()).toHaveLength(1);
    expect(frameRequests).toEqual([]);
    await placeholder.scrollIntoViewIfNeeded();
    await expect(iframe).toHaveAttribute('src', MAP_FRAME_PATH);
    await expect(placeholder).toHaveCount(0);
    // The frame takes the box's place without moving what is around it.
    expect((await iframe.boundingBox())!.height).toBeCloseTo(box.height, 0);
    await expect(page.frameLocator('iframe.map-embed').locator('main')).toHaveAttribute('data-markers', '1');
    expect(frameRequests).toHaveLength(1);
  });

  test('the frame ignores messages from another origin or that fail the schema', async ({ page }) => {
    await interceptTiles(page);
    await page.goto('/nl/te-koop/?view=map');
    const expected = String(drawable('nl', 'sale').length);
    const iframe = page.locator('iframe.map-embed');
    await iframe.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe.map-embed');
    await expect(frame.locator('main')).toHaveAttribute('data-markers', expected);

    // Record every change of the drawn markers, and when the opaque-origin message below has arrived
    // (the frame's own listener, added first, has then handled it too).
    await frame.locator('main').evaluate((main) => {
      const changes: string[] = [];
      new MutationObserver(() => changes.push(main.dataset.markers ?? '')).observe(main, { attributeFilter: ['data-markers'] });
      const opaque = new Promise<void>((resolve) =>
        window.addEventListener('message', (event) => {
          if (event.origin === 'null') resolve();
        }),
      );
      Object.assign(window, { markerChanges: changes, opaqueMessage: opaque });
    });
    const dispatch = (origin: 'own' | string, data: unknown) =>
      frame
        .locator('main')
        .evaluate(
          (_el, { origin, data }) =>
            window.dispatchEvent(
              new MessageEvent('message', { data, origin: origin === 'own' ? window.location.origin : origin, source: window.parent }),
            ),
          { origin, data },
        );
    // A valid message, but from another origin.
    await dispatch('https://evil.example', validMessage([1]));
    // From our origin, but not a valid message: a link to another site.
    const spoiled = validMessage([2]);
    spoiled.properties[0]!.href = 'https://evil.example/';
    await dispatch('own', spoiled);
    // A real postMessage from a sandboxed frame (an opaque origin, "null"). Not a data: URL: the page's
    // CSP (frame-src) blocks those, so such a message was never sent at all.
    await page.evaluate(
      (data) => {
        const other = document.createElement('iframe');
        other.title = 'other';
        other.sandbox.add('allow-scripts');
        other.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(data)}, '*')</script>`;
        document.body.append(other);
      },
      validMessage([3]),
    );
    // Every message has been handled once the opaque one has arrived; two frames later React has
    // committed whatever they set. Nothing was drawn in between.
    const changes = await frame.locator('main').evaluate(async () => {
      const w = window as unknown as { markerChanges: string[]; opaqueMessage: Promise<void> };
      await w.opaqueMessage;
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
      return w.markerChanges;
    });
    expect(changes).toEqual([]);
    await expect(frame.locator('main')).toHaveAttribute('data-markers', expected);
    await expect(frame.locator('.leaflet-marker-icon')).toHaveCount(Number(expected));

    // The same valid message from our own origin is drawn: the origin check is what refused it above.
    await dispatch('own', validMessage([1, 2]));
    await expect(frame.locator('main')).toHaveAttribute('data-markers', '2');
    await expect(frame.locator('.leaflet-marker-icon')).toHaveCount(2);
  });

  test.describe('without JavaScript', () => {
    // axe runs inside the page, which needs JavaScript; the same pages are scanned with it on above.
    test.use({ javaScriptEnabled: false, axe: { enabled: false, disableRules: [], exclude: [] } });

    test('the list/map toggle is a pair of links that keep the filters', async ({ page, isMobile }) => {
      await page.goto('/nl/te-koop/?type=2&page=2');
      const toggle = page.getByRole('navigation', { name: nl.Map.viewLabel });
      await expect(toggle.getByRole('link', { name: nl.Map.viewList })).toHaveAttribute('aria-current', 'page');
      await toggle.getByRole('link', { name: nl.Map.viewMap }).click();
      await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=2&view=map$/);
      // The frame's place is there, hidden and empty: the page's script makes the frame when it comes
      // near the screen, and without JavaScript the message beside it takes its place.
      const place = page.locator('.map-embed');
      await expect(place).toBeAttached();
      await expect(place).toBeHidden();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.locator('.card-grid')).toHaveCount(0);
      // Applying the filters keeps the map. On a phone the sort folds under "more filters".
      if (isMobile) await page.locator('.filters__toggle').click();
      await page.getByLabel('Sorteren').selectOption('price-asc');
      await page.getByRole('button', { name: 'Toon panden' }).click();
      await expect(page).toHaveURL(/view=map/);
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.locator('.map-embed')).toBeAttached();
      await toggle.getByRole('link', { name: nl.Map.viewList }).click();
      await expect(page).not.toHaveURL(/view=map/);
      await expect(page.locator('.card-grid')).toBeVisible();
      await expect(page.locator('.map-embed')).toHaveCount(0);
    });

    for (const { path, texts } of cases) {
      test(`${path}?view=map says the map needs JavaScript and links to the same results as a list`, async ({ page }) => {
        await page.goto(`${path}?bedrooms=2&sort=price-asc&view=map`);
        const count = await page.locator('.listing__count').textContent();
        const results = page.locator('.listing__results');
        await expect(results.locator('.map-embed')).toBeAttached();
        await expect(results.locator('.map-embed')).toBeHidden();
        await expect(results.getByText(texts.noScript, { exact: true })).toBeVisible();
        const list = results.getByRole('link', { name: texts.listInstead, exact: true });
        await expect(list).toHaveAttribute('href', `${path}?bedrooms=2&sort=price-asc`);
        await list.click();
        await expect(page).toHaveURL(new RegExp(`${path}\\?bedrooms=2&sort=price-asc$`));
        // The same results, now paged ("43 panden · pagina 1 van 4").
        await expect(page.locator('.listing__count')).toContainText(count!);
        await expect(page.locator('.card-grid')).toBeVisible();
      });
    }

    for (const lang of ['nl', 'fr'] as const) {
      test(`a detail page's map says it needs JavaScript and opens the place on OpenStreetMap, at the door only for a published address (${lang})`, async ({
        page,
      }) => {
        const texts = MESSAGES[lang].Map;
        // 4101 publishes its address, 4107 keeps it private.
        const published = record(lang, 4101);
        const hidden = record(lang, 4107);
        expect([published.PublishAddress, hidden.PublishAddress]).toEqual([true, false]);

        await page.goto(`/property/${published.ID}/?lng=${lang}`);
        let location = page.getByRole('region', { name: MESSAGES[lang].Property.locationTitle });
        await expect(location.locator('.map-embed')).toBeAttached();
        await expect(location.locator('.map-embed')).toBeHidden();
        await expect(location.getByText(texts.noScript, { exact: true })).toBeVisible();
        await expect(location.locator('.map-fallback')).toContainText(`${published.Street} ${published.HouseNumber}`);
        let link = location.getByRole('link', { name: texts.openStreetMap });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        const at = new URL((await link.getAttribute('href'))!);
        expect(at.origin).toBe('https://www.openstreetmap.org');
        expect(Number(at.searchParams.get('mlat'))).toBeCloseTo(published.Latitude!, 4);
        expect(Number(at.searchParams.get('mlon'))).toBeCloseTo(published.Longitude!, 4);

        await page.goto(`/property/${hidden.ID}/?lng=${lang}`);
        location = page.getByRole('region', { name: MESSAGES[lang].Property.locationTitle });
        await expect(location.getByText(texts.noScript, { exact: true })).toBeVisible();
        await expect(location.locator('.map-fallback')).toContainText(hidden.Zip);
        await expect(location.locator('.map-fallback')).not.toContainText(hidden.Street);
        link = location.getByRole('link', { name: texts.openStreetMap });
        const search = new URL((await link.getAttribute('href'))!);
        expect(search.origin + search.pathname).toBe('https://www.openstreetmap.org/search');
        expect(search.searchParams.get('query')).toContain(hidden.Zip);
        expect(search.href).not.toMatch(/mlat|map=/);
      });
    }

    test('the frame alone says why it stays empty, in every language of the site', async ({ page }) => {
      await page.goto(MAP_FRAME_PATH);
      for (const lang of ['nl', 'fr'] as const)
        await expect(page.locator(`main p[lang="${lang}"]`)).toHaveText(MESSAGES[lang].Map.noScript);
    });
  });
});
