/**
 * The catalogue's history (docs/decisions/0043-catalogue-history.md): what the site has published and
 * when, for the badges "new" and "price lowered", the listing's sort and filter on them, and a detail
 * page's price history. Every public page is a pure function of its deployment, so the history is too:
 *
 * - The log, `<data>/history/catalogue.jsonl`, one line per fact, appended only. Each build records
 *   there how the catalogue it publishes differs from the one the log last knew (`recordCatalogue`, called
 *   by `prebuild` with what the data check read): a property that appeared (`new`), a price or marquee
 *   that changed, a property that left. The first build of a data folder without a log records every
 *   property as `known` (seen before the history began: never "new"). A CRM sync publishes through a
 *   build, so a hand-edited catalogue and a synced one are recorded alike, at the time they are published.
 * - The build's summary, `<distDir>/cache/vitrine-history.json` (`writeHistorySummary`): the catalogue's
 *   time (the moment the build published it, which "new this week" counts from) and, per property, when
 *   it first appeared and its prices since. The server reads that (`loadHistory`), never the log, so a
 *   log that grows after the build changes nothing until the next one.
 *
 * The log lives in a folder of the data directory, not at its top, because the data check's hashes
 * (the store's snapshot, the deployment id) cover only the top-level files and the build appends to
 * the log after the check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { NOT_FRESH, type Freshness } from './property';

export const HISTORY_FOLDER = 'history';
export const HISTORY_LOG = 'catalogue.jsonl';
const SUMMARY_FILE = 'vitrine-history.json';
const SUMMARY_VERSION = 1;

/** What the log keeps of a published property: its public price (null: on request) and marquee. */
export interface PublishedState {
  price: number | null;
  marquee: number;
}

const at = z.iso.datetime({ offset: true });
const id = z.number().int().positive();
const price = z.number().positive().nullable();
const entrySchema = z.discriminatedUnion('kind', [
  z.object({ at, kind: z.enum(['known', 'new']), id, price, marquee: z.number().int().min(0) }),
  z.object({ at, kind: z.literal('price'), id, from: price, to: price }),
  z.object({ at, kind: z.literal('status'), id, from: z.number().int().min(0), to: z.number().int().min(0) }),
  z.object({ at, kind: z.literal('removed'), id }),
]);
export type HistoryEntry = z.infer<typeof entrySchema>;

export function historyLogFile(dataDir: string): string {
  return path.join(dataDir, HISTORY_FOLDER, HISTORY_LOG);
}

/** The log's entries in order, and a problem per line that is not one (named by its number); no log: none. */
export function readHistoryLog(dataDir: string): { entries: HistoryEntry[]; problems: string[] } {
  let text: string;
  try {
    text = fs.readFileSync(historyLogFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problems: [] };
    throw error;
  }
  const entries: HistoryEntry[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      problems.push(`${HISTORY_FOLDER}/${HISTORY_LOG} line ${index + 1}: not JSON`);
      return;
    }
    const entry = entrySchema.safeParse(parsed);
    if (entry.success) entries.push(entry.data);
    else problems.push(`${HISTORY_FOLDER}/${HISTORY_LOG} line ${index + 1}: ${entry.error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`).join('; ')}`);
  });
  return { entries, problems };
}

/** The published state the log ends with: each property still on the site, as last recorded. */
export function replayHistory(entries: Iterable<HistoryEntry>): Map<number, PublishedState> {
  const state = new Map<number, PublishedState>();
  for (const entry of entries) {
    if (entry.kind === 'known' || entry.kind === 'new') state.set(entry.id, { price: entry.price, marquee: entry.marquee });
    else if (entry.kind === 'removed') state.delete(entry.id);
    else {
      const known = state.get(entry.id);
      if (known && entry.kind === 'price') known.price = entry.to;
      if (known && entry.kind === 'status') known.marquee = entry.to;
    }
  }
  return state;
}

/**
 * What changed from the state the log knows to the catalogue published now: the entries to append.
 * `known` is null when there is no log yet: every property is then recorded as known, none as new.
 */
export function diffCatalogue(known: Map<number, PublishedState> | null, now: Map<number, PublishedState>, time: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const [id, current] of now) {
    const before = known?.get(id);
    if (!before) entries.push({ at: time, kind: known ? 'new' : 'known', id, price: current.price, marquee: current.marquee });
    else {
      if (before.price !== current.price) entries.push({ at: time, kind: 'price', id, from: before.price, to: current.price });
      if (before.marquee !== current.marquee) entries.push({ at: time, kind: 'status', id, from: before.marquee, to: current.marquee });
    }
  }
  if (known) for (const id of known.keys()) if (!now.has(id)) entries.push({ at: time, kind: 'removed', id });
  return entries;
}

/**
 * Appends to the data folder's log what differs between it and the catalogue published now (`now`: each
 * property's state, as the data check read it). Returns the entries written (none when nothing changed).
 * Refuses a log with a line it cannot read: recording over it would forget what that line said.
 */
export function recordCatalogue(dataDir: string, now: Map<number, PublishedState>, time: string): HistoryEntry[] {
  const { entries, problems } = readHistoryLog(dataDir);
  if (problems.length) throw new Error(`the catalogue's history cannot be read: ${problems.slice(0, 5).join('; ')}`);
  const file = historyLogFile(dataDir);
  const written = diffCatalogue(fs.existsSync(file) ? replayHistory(entries) : null, now, time);
  if (written.length) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, written.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
  }
  return written;
}

/** One property's history as the site has seen it. */
export interface PropertyHistory {
  /** When it first appeared on the site; null when it was there before the history began. */
  since: string | null;
  /** Its public prices since, oldest first, each from the moment it was published (null: on request). */
  prices: { at: string; price: number | null }[];
}

export interface CatalogueHistory {
  /** The moment the build published the catalogue: what "new" and "recently" count from. */
  time: string;
  properties: Map<number, PropertyHistory>;
}

/**
 * The history of the properties published at `time`, from the log's entries up to that moment. Only the
 * properties with something to tell are kept: a first appearance on record, or a price that changed.
 * A property that left and came back keeps its first appearance (a listing taken off and put back is
 * not new) and its prices.
 */
export function summarizeHistory(entries: readonly HistoryEntry[], time: string): CatalogueHistory {
  const cutoff = Date.parse(time);
  const all = new Map<number, PropertyHistory>();
  for (const entry of entries) {
    if (Date.parse(entry.at) > cutoff) continue;
    const known = all.get(entry.id);
    if (entry.kind === 'known' || entry.kind === 'new') {
      if (!known) all.set(entry.id, { since: entry.kind === 'new' ? entry.at : null, prices: [{ at: entry.at, price: entry.price }] });
      else if (known.prices.at(-1)?.price !== entry.price) known.prices.push({ at: entry.at, price: entry.price });
    } else if (entry.kind === 'price' && known) known.prices.push({ at: entry.at, price: entry.to });
  }
  const present = replayHistory(entries.filter((entry) => Date.parse(entry.at) <= cutoff));
  const properties = new Map<number, PropertyHistory>();
  for (const [id, history] of all) if (present.has(id) && (history.since !== null || history.prices.length > 1)) properties.set(id, history);
  return { time, properties };
}

function summaryFile(cacheDir: string): string {
  return path.join(cacheDir, SUMMARY_FILE);
}

/** Writes the build's summary beside the store's snapshot (`cacheDir`: the build output's cache folder). */
export function writeHistorySummary(cacheDir: string, history: CatalogueHistory): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const body = { version: SUMMARY_VERSION, time: history.time, properties: Object.fromEntries(history.properties) };
  fs.writeFileSync(`${summaryFile(cacheDir)}.part`, JSON.stringify(body));
  fs.renameSync(`${summaryFile(cacheDir)}.part`, summaryFile(cacheDir));
}

const summarySchema = z.object({
  version: z.literal(SUMMARY_VERSION),
  time: at,
  properties: z.record(z.string(), z.object({ since: at.nullable(), prices: z.array(z.object({ at, price })) })),
});

/** The build's summary, or null when the build wrote none (a build without `prebuild`, another format). */
export function readHistorySummary(cacheDir: string): CatalogueHistory | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(summaryFile(cacheDir), 'utf8'));
  } catch {
    return null;
  }
  const parsed = summarySchema.safeParse(raw);
  if (!parsed.success) return null;
  return { time: parsed.data.time, properties: new Map(Object.entries(parsed.data.properties).map(([key, value]) => [Number(key), value])) };
}

/**
 * The history a server shows: the build's summary; without one (`next dev`, a script), the data folder's
 * log as of `time`.
 */
export function loadHistory(cacheDir: string, dataDir: string, time: string): CatalogueHistory {
  return readHistorySummary(cacheDir) ?? summarizeHistory(readHistoryLog(dataDir).entries, time);
}

const DAY = 24 * 3600_000;
/** "New this week", the listing's filter: the last 7 days before the catalogue's time. */
export const WEEK_DAYS = 7;

/**
 * A property's badges as of the catalogue's time: "new" within `newDays` of its first appearance; a
 * price lowered to its current public price within `priceLoweredDays` (a price put back on request, or
 * raised since, announces nothing).
 */
export function freshnessOf(
  history: PropertyHistory | undefined,
  price: number | null,
  time: string,
  config: { newDays: number; priceLoweredDays: number },
): Freshness {
  if (!history) return NOT_FRESH;
  const now = Date.parse(time);
  const age = (when: string) => now - Date.parse(when);
  const since = history.since !== null && age(history.since) >= 0 ? history.since : null;
  const [previous, last] = history.prices.slice(-2);
  const dropped =
    previous && last && price !== null && last.price === price && previous.price !== null && price < previous.price && age(last.at) >= 0 && age(last.at) <= config.priceLoweredDays * DAY;
  return {
    newSince: since !== null && age(since) <= config.newDays * DAY ? since : null,
    newThisWeek: since !== null && age(since) <= WEEK_DAYS * DAY,
    priceDrop: dropped ? { at: last.at, from: previous.price! } : null,
  };
}
