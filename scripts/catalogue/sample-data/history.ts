/**
 * The sample's catalogue history (lib/catalogue/data/history.ts): a believable past that ends exactly in the sample
 * catalogue, so that a build of the sample records nothing new. Everything was on the site on
 * 1 September 2026, except the properties the CRM marks "new" (Marquee 1), which appeared in the week
 * before SAMPLE_CATALOGUE_TIME; those it marks "price lowered" (Marquee 5) were dearer until a day in
 * November; those under option (Marquee 4) became so in mid-November; and a few others were lowered in
 * October, long enough ago to show in their price history but not as a badge.
 */
import { publishedPrice, type HistoryEntry } from '../../../lib/catalogue/data';
import type { PropertyRecord } from '../../../lib/catalogue/data/file-schemas';
import { Rng } from './prng';

/**
 * The moment the sample catalogue counts as published: the test suite builds with it as
 * VITRINE_CATALOGUE_TIME (scripts/test/test-all.sh), so its badges do not expire with the calendar.
 */
export const SAMPLE_CATALOGUE_TIME = '2026-11-28T06:00:00.000Z';
const START = '2026-09-01T06:00:00.000Z';
const DAY = 24 * 3600_000;

/** A time during office hours (Brussels, winter) on the day `days` (at least 1) before the sample's catalogue time. */
function daysBefore(days: number, rng: Rng): string {
  const midnight = Date.parse(SAMPLE_CATALOGUE_TIME.slice(0, 10));
  return new Date(midnight - days * DAY + rng.int(8, 16) * 3600_000 + rng.int(0, 3) * 900_000).toISOString();
}

/** A price a little above `price`, rounded as an agent would ask it. */
function dearer(price: number, rng: Rng): number {
  const step = price >= 100_000 ? 5000 : 25;
  return Math.ceil((price * rng.float(1.03, 1.09)) / step) * step;
}

export function sampleHistory(records: readonly PropertyRecord[]): HistoryEntry[] {
  const rng = new Rng('catalogue-history');
  const entries: HistoryEntry[] = [];
  const seen = new Set<number>();
  let others = 0;
  for (const record of records) {
    if (seen.has(record.ID)) continue;
    seen.add(record.ID);
    const id = record.ID;
    const price = publishedPrice(record);
    const marquee = record.Marquee;
    if (marquee === 1) {
      entries.push({ at: daysBefore(rng.int(1, 6), rng), kind: 'new', id, price, marquee });
      continue;
    }
    if (marquee === 5 && price !== null) {
      const before = dearer(price, rng);
      entries.push({ at: START, kind: 'known', id, price: before, marquee: 0 });
      entries.push({ at: daysBefore(rng.int(1, 20), rng), kind: 'price', id, from: before, to: price });
      entries.push({ at: daysBefore(rng.int(1, 2), rng), kind: 'status', id, from: 0, to: 5 });
      continue;
    }
    if (marquee === 4) {
      entries.push({ at: START, kind: 'known', id, price, marquee: 0 });
      entries.push({ at: daysBefore(rng.int(10, 16), rng), kind: 'status', id, from: 0, to: 4 });
      continue;
    }
    if (marquee === 0 && price !== null && others++ % 12 === 5) {
      const before = dearer(price, rng);
      entries.push({ at: START, kind: 'known', id, price: before, marquee });
      entries.push({ at: daysBefore(rng.int(40, 60), rng), kind: 'price', id, from: before, to: price });
      continue;
    }
    entries.push({ at: START, kind: 'known', id, price, marquee });
  }
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
