import type { Page } from '@playwright/test';
import { files } from './site-data';

/** A 1 x 1 pale PNG that Leaflet stretches over each 256 px tile. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48uYZAAVuArchHy3UAAAAAElFTkSuQmCC', 'base64');

/**
 * Map tiles come from the provider in site config (data/site.json `map.tileUrl`), outside this machine
 * and its closed network: every tile request is answered here with a tiny PNG instead.
 */
export async function interceptTiles(page: Page) {
  const sample = new URL(files['site.json'].map.tileUrl.replace(/\{s\}/g, 'a').replace(/\{[^}]+\}/g, '0'));
  await page.route(
    (url) => url.hostname === sample.hostname,
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}
