import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_CATALOGUE_TIME } from '../../../scripts/catalogue/sample-data/history';
import {
  diffCatalogue,
  freshnessOf,
  historyLogFile,
  readHistoryLog,
  readHistorySummary,
  recordCatalogue,
  replayHistory,
  summarizeHistory,
  writeHistorySummary,
  type HistoryEntry,
  type PublishedState,
} from './history';
import { publishedPrice } from './property';
import { loadDataFiles } from './validate';

const states = (entries: [number, number | null, number?][]) => new Map<number, PublishedState>(entries.map(([id, price, marquee = 0]) => [id, { price, marquee }]));
const T0 = '2026-11-01T10:00:00.000Z';
const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-27T10:00:00.000Z';
const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-history-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('recording the published catalogue', () => {
  it('records a data folder without a log as known (nothing is new), then only what changed', () => {
    const dir = folder();
    expect(recordCatalogue(dir, states([[1, 300000], [2, null]]), T0).map((e) => [e.kind, e.id])).toEqual([
      ['known', 1],
      ['known', 2],
    ]);
    expect(recordCatalogue(dir, states([[1, 300000], [2, null]]), T1)).toEqual([]);
    const changed = recordCatalogue(dir, states([[1, 285000, 4], [3, 1200]]), T2);
    expect(changed).toEqual([
      { at: T2, kind: 'price', id: 1, from: 300000, to: 285000 },
      { at: T2, kind: 'status', id: 1, from: 0, to: 4 },
      { at: T2, kind: 'new', id: 3, price: 1200, marquee: 0 },
      { at: T2, kind: 'removed', id: 2 },
    ]);
    expect(readHistoryLog(dir).entries).toHaveLength(6);
    expect([...replayHistory(readHistoryLog(dir).entries)]).toEqual([...states([[1, 285000, 4], [3, 1200]])]);
  });

  it('refuses to record over a line it cannot read, and names it', () => {
    const dir = folder();
    recordCatalogue(dir, states([[1, 300000]]), T0);
    fs.appendFileSync(historyLogFile(dir), '{"at":"yesterday","kind":"new","id":2}\n');
    expect(readHistoryLog(dir).problems).toEqual([expect.stringMatching(/^history\/catalogue\.jsonl line 2: at: /)]);
    expect(() => recordCatalogue(dir, states([[1, 290000]]), T1)).toThrow(/line 2/);
  });
});

describe('the history a build publishes', () => {
  const log: HistoryEntry[] = [
    { at: T0, kind: 'known', id: 1, price: 300000, marquee: 0 },
    { at: T0, kind: 'known', id: 2, price: 200000, marquee: 0 },
    { at: T0, kind: 'new', id: 3, price: 950, marquee: 0 },
    { at: T1, kind: 'price', id: 1, from: 300000, to: 285000 },
    { at: T1, kind: 'removed', id: 3 },
    { at: T2, kind: 'new', id: 3, price: 900, marquee: 0 },
    { at: T2, kind: 'new', id: 4, price: 500000, marquee: 0 },
  ];

  it('keeps what each property on the site has to tell, as of the catalogue time', () => {
    const history = summarizeHistory(log, T2);
    expect([...history.properties.keys()]).toEqual([1, 3, 4]); // 2: known, never changed
    expect(history.properties.get(1)).toEqual({ since: null, prices: [{ at: T0, price: 300000 }, { at: T1, price: 285000 }] });
    // Taken off and put back: not new again, its price kept in the history.
    expect(history.properties.get(3)).toEqual({ since: T0, prices: [{ at: T0, price: 950 }, { at: T2, price: 900 }] });
  });

  it('leaves out what the log says after the catalogue time, and what left the site', () => {
    const history = summarizeHistory(log, T1);
    expect([...history.properties.keys()]).toEqual([1]);
    expect(summarizeHistory(log, T0).properties.get(1)).toBeUndefined();
  });

  it('round-trips through the build output', () => {
    const dir = folder();
    const history = summarizeHistory(log, T2);
    writeHistorySummary(dir, history);
    expect(readHistorySummary(dir)).toEqual(history);
    fs.writeFileSync(path.join(dir, 'vitrine-history.json'), '{"version":0}');
    expect(readHistorySummary(dir)).toBeNull();
  });
});

describe('badges', () => {
  const config = { newDays: 7, priceLoweredDays: 30 };
  const at = (days: number) => new Date(Date.parse(T2) - days * 24 * 3600_000).toISOString();

  it('"new" for newDays after the first appearance, "new this week" for seven', () => {
    const history = (days: number) => ({ since: at(days), prices: [{ at: at(days), price: 100000 }] });
    expect(freshnessOf(history(7), 100000, T2, config)).toMatchObject({ newSince: at(7), newThisWeek: true });
    expect(freshnessOf(history(7.0001), 100000, T2, config)).toMatchObject({ newSince: null, newThisWeek: false });
    expect(freshnessOf(history(10), 100000, T2, { ...config, newDays: 14 })).toMatchObject({ newSince: at(10), newThisWeek: false });
    expect(freshnessOf({ since: null, prices: [] }, 100000, T2, config).newSince).toBeNull();
  });

  it('"price lowered" with the previous price, within priceLoweredDays, only to the current price', () => {
    const prices = (...list: [number, number | null][]) => ({ since: null, prices: list.map(([days, price]) => ({ at: at(days), price })) });
    expect(freshnessOf(prices([60, 300000], [30, 285000]), 285000, T2, config).priceDrop).toEqual({ at: at(30), from: 300000 });
    expect(freshnessOf(prices([60, 300000], [30.001, 285000]), 285000, T2, config).priceDrop).toBeNull();
    expect(freshnessOf(prices([60, 300000], [3, 310000]), 310000, T2, config).priceDrop).toBeNull(); // raised
    expect(freshnessOf(prices([60, null], [3, 290000]), 290000, T2, config).priceDrop).toBeNull(); // was on request
    expect(freshnessOf(prices([60, 300000], [3, 285000]), null, T2, config).priceDrop).toBeNull(); // on request now (a field rule)
  });
});

describe('the sample catalogue', () => {
  it('ends its history exactly where the sample is: a build of the sample records nothing', () => {
    const dir = path.join(__dirname, '..', '..', '..', 'data');
    const files = loadDataFiles(dir);
    const published = new Map<number, PublishedState>();
    for (const record of files['properties.json'].properties) if (!published.has(record.ID)) published.set(record.ID, { price: publishedPrice(record), marquee: record.Marquee });
    const { entries, problems } = readHistoryLog(dir);
    expect(problems).toEqual([]);
    expect(diffCatalogue(replayHistory(entries), published, SAMPLE_CATALOGUE_TIME)).toEqual([]);
    expect(entries.every((entry) => entry.at <= SAMPLE_CATALOGUE_TIME)).toBe(true);
    const history = summarizeHistory(entries, SAMPLE_CATALOGUE_TIME);
    expect([...history.properties.values()].filter((h) => h.since !== null).length).toBeGreaterThan(5);
  });
});
