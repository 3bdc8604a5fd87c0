/**
 * Reads and validates the data files, with error messages an editor can act on:
 *   data/properties.json: property 4127 (fr): Price: expected a number, got "abc"
 *
 * Used by lib/catalogue/data at build and run time, and by `npm run data:check` (scripts/build/data-check.ts).
 *
 * properties.json (411 MB at 100,000 properties) is never held whole: it is read in chunks, a small
 * scanner finds the byte range of each record of its top-level `properties` array, and each record is
 * parsed, validated and handed over on its own with that range (readDataFiles), so the store can keep
 * the range instead of the record and read it again when a detail page asks (readPropertyRecord).
 * Whatever the scanner cannot follow (a syntax error, a missing array) is read the old way, whole, so
 * the messages stay those of JSON.parse and of the file schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DATA_FILES, ProjectSchema, PropertySchema, type DataFileName, type DataFiles, type MenuEntryRecord, type PropertyRecord } from './file-schemas';
import { crossCheckSite, propertyChecker, type SiteFiles } from './cross-check';
import { readRange, scanArray, type ByteRange } from './json-records';
import { env } from '../../platform/env';

export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid data:\n  ${problems.join('\n  ')}`);
    this.name = 'DataError';
  }
}

export function dataDirectory(): string {
  // The directory is chosen at run time (VITRINE_DATA_DIR), so the bundler must not try to trace it.
  return path.resolve(/* turbopackIgnore: true */ env().VITRINE_DATA_DIR ?? path.join(process.cwd(), 'data'));
}

/** The label of the record a zod issue points into, per file ("property 4127 (fr)"). */
function describeRecord(file: DataFileName, root: unknown, issuePath: PropertyKey[]): { label: string; rest: PropertyKey[] } {
  const [collection, index] = issuePath;
  const list = (root as Record<string, unknown> | null)?.[collection as string];
  const record = Array.isArray(list) && typeof index === 'number' ? (list[index] as Record<string, unknown>) : undefined;
  return describeRecordAt(file, record, issuePath);
}

/** describeRecord for a record already in hand; `issuePath` still starts with its collection and index. */
function describeRecordAt(file: DataFileName, found: unknown, issuePath: PropertyKey[]): { label: string; rest: PropertyKey[] } {
  if (!found || typeof found !== 'object') return { label: '', rest: issuePath };
  const record = found as Record<string, unknown>;
  const rest = issuePath.slice(2);
  const lang = typeof record.language === 'string' ? ` (${record.language})` : '';
  switch (file) {
    case 'properties.json':
      return { label: `property ${String(record.ID)}${lang}`, rest };
    case 'projects.json':
      return { label: `project ${String(record.ID)}${lang}`, rest };
    case 'types.json':
      return { label: `type ${String(record.ID)}${lang}`, rest };
    case 'cities.json':
      return { label: `city ${String(record.Zip)} ${String(record.Name)}${lang}`, rest };
    case 'municipalities.json': {
      const name = (record.name ?? {}) as Record<string, unknown>;
      return { label: `municipality ${[record.nis, name.nl ?? name.fr ?? name.de].filter(Boolean).join(' ')}`, rest };
    }
    case 'team.json':
      return { label: `team member ${String(record.ID)}`, rest };
    case 'articles.json':
      return { label: `article ${String(record.id)}`, rest };
    case 'paths.json':
      return { label: `path ${String(record.original)}`, rest };
    case 'menu.json': {
      // Walk down childMenus so a nested entry is named by its own id.
      let entry = record as unknown as MenuEntryRecord;
      let remaining = rest;
      while (remaining[0] === 'childMenus' && typeof remaining[1] === 'number' && entry.childMenus?.[remaining[1]]) {
        entry = entry.childMenus[remaining[1]] as MenuEntryRecord;
        remaining = remaining.slice(2);
      }
      return { label: `menu entry ${String(entry.id)}`, rest: remaining };
    }
    default:
      return { label: '', rest: issuePath };
  }
}

const ARTICLE: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  int: 'an integer',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const expected = ARTICLE[issue.expected] ?? issue.expected;
    return issue.input === undefined ? `required (${expected})` : `expected ${expected}, got ${describeValue(issue.input)}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_value')
    return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`;
  const got = 'input' in issue && issue.input !== undefined ? `, got ${describeValue(issue.input)}` : '';
  return `${issue.message}${got}`;
}

/** One problem of one record: the field (a dotted path inside the record) and why, as the data check words it. */
export interface RecordIssue {
  field: string;
  reason: string;
}

/**
 * A property's or a project's problems against its file schema, record by record: what the CRM sync
 * (lib/agency/crm/sync/run.ts) holds a record back for, while the rest of the catalogue is published.
 */
export function recordIssues(kind: 'property' | 'project', record: unknown): RecordIssue[] {
  const result = (kind === 'property' ? PropertySchema : ProjectSchema).safeParse(record, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(record)', reason: describeIssue(issue) }));
}

export function formatIssue(fileLabel: string, file: DataFileName, root: unknown, issue: z.core.$ZodIssue): string {
  const { label, rest } = describeRecord(file, root, issue.path);
  const field = rest.map(String).join('.');
  return [fileLabel, label, field, describeIssue(issue)].filter(Boolean).join(': ');
}

/** Reads one file and returns its parsed content or the list of problems. */
export function readDataFile<K extends DataFileName>(
  dir: string,
  file: K,
): { ok: true; data: DataFiles[K] } | { ok: false; problems: string[] } {
  const full = path.join(/* turbopackIgnore: true */ dir, file);
  const fileLabel = fileLabelOf(full);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    return { ok: false, problems: [`${fileLabel}: ${(error as Error).message}`] };
  }
  const result = DATA_FILES[file].safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, data: result.data as DataFiles[K] };
  return { ok: false, problems: result.error.issues.map((issue) => formatIssue(fileLabel, file, raw, issue)) };
}

export type { SiteFiles };
export type { ByteRange };

/** Receives each valid property record with its bytes in properties.json (null when it was read whole). */
export type KeepProperty = (record: PropertyRecord, range: ByteRange | null, files: SiteFiles) => void;

const PROPERTIES = 'properties.json';

function fileLabelOf(full: string): string {
  return path.relative(/* turbopackIgnore: true */ process.cwd(), full) || full;
}

/** One property record parsed from its text and validated; its issues are named as in the whole file. */
function parseProperty(fileLabel: string, text: string, index: number): { ok: true; record: PropertyRecord } | { ok: false; problems: string[] } {
  const raw: unknown = JSON.parse(text);
  const result = PropertySchema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, record: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => formatRecordIssue(fileLabel, raw, { ...issue, path: ['properties', index, ...issue.path] })) };
}

function formatRecordIssue(fileLabel: string, record: unknown, issue: z.core.$ZodIssue): string {
  const { label, rest } = describeRecordAt(PROPERTIES, record, issue.path);
  return [fileLabel, label, rest.map(String).join('.'), describeIssue(issue)].filter(Boolean).join(': ');
}

/**
 * Reads and validates properties.json record by record (lib/catalogue/data/json-records.ts), calling `visit` with
 * each valid record; returns the problems. Falls back to reading the file whole when the scanner gives up.
 */
function readProperties(dir: string, visit: (record: PropertyRecord, range: ByteRange | null) => void, bytes?: (chunk: Buffer) => void): string[] {
  const full = path.join(/* turbopackIgnore: true */ dir, PROPERTIES);
  const fileLabel = fileLabelOf(full);
  const problems: string[] = [];
  let index = 0;
  let shell: string | null;
  try {
    shell = scanArray(full, 'properties', (text, range) => {
      let result;
      try {
        result = parseProperty(fileLabel, text, index++);
      } catch {
        return false;
      }
      if (result.ok) visit(result.record, range);
      else problems.push(...result.problems);
      return true;
    }, { bytes });
  } catch (error) {
    return [`${fileLabel}: ${(error as Error).message}`];
  }
  let root: unknown = undefined;
  try {
    if (shell !== null) root = JSON.parse(shell);
  } catch {
    shell = null;
  }
  if (shell === null) {
    // The scanner could not follow the file: read it whole, for JSON.parse's message or the schema's.
    const whole = readDataFile(dir, PROPERTIES);
    if (!whole.ok) return whole.problems;
    if (index > 0) return [`${fileLabel}: properties: could not be read record by record (is there more than one "properties" field?)`];
    for (const record of whole.data.properties) visit(record, null);
    return [];
  }
  const result = DATA_FILES[PROPERTIES].safeParse(root, { reportInput: true });
  if (!result.success) problems.unshift(...result.error.issues.map((issue) => formatIssue(fileLabel, PROPERTIES, root, issue)));
  return problems;
}

function dataFileLabel(dir: string) {
  return (file: DataFileName) => path.relative(/* turbopackIgnore: true */ process.cwd(), path.join(dir, file)) || file;
}

/** The data files other than properties.json, each validated on its own, and their problems. */
function readSmallFiles(dir: string): { files: SiteFiles; problems: string[] } {
  const problems: string[] = [];
  const files: Partial<Record<DataFileName, unknown>> = {};
  for (const file of Object.keys(DATA_FILES) as DataFileName[]) {
    if (file === PROPERTIES) continue;
    const result = readDataFile(dir, file);
    if (result.ok) files[file] = result.data;
    else problems.push(...result.problems);
  }
  return { files: files as SiteFiles, problems };
}

/**
 * Reads, validates and cross-checks every data file, handing each property record to `keep` as it is
 * read (only while no problem was found, so `keep` may rely on the other files); throws a DataError
 * listing every problem. The other files are read first, whole: they are small. `bytes` sees the bytes
 * of properties.json as they are read (lib/catalogue/data/snapshot.ts hashes them).
 */
export function readDataFiles(dir: string, keep: KeepProperty, { bytes }: { bytes?: (chunk: Buffer) => void } = {}): SiteFiles {
  const label = dataFileLabel(dir);
  const { files: site, problems } = readSmallFiles(dir);
  const checker = problems.length ? null : propertyChecker(site, label);
  problems.push(
    ...readProperties(
      dir,
      (record, range) => {
        if (!checker) return;
        checker.add(record);
        keep(record, range, site);
      },
      bytes,
    ),
  );
  if (problems.length) throw new DataError(problems);
  const crossProblems = [...checker!.finish(), ...crossCheckSite(site, label)];
  if (crossProblems.length) throw new DataError(crossProblems);
  return site;
}

/**
 * The data files other than properties.json, validated and cross-checked among themselves, for a store
 * whose properties come from its snapshot (lib/catalogue/data/snapshot.ts: checked against these files when it
 * was written). Throws DataError.
 */
export function readSiteFiles(dir: string): SiteFiles {
  const { files, problems } = readSmallFiles(dir);
  if (problems.length) throw new DataError(problems);
  const crossProblems = crossCheckSite(files, dataFileLabel(dir));
  if (crossProblems.length) throw new DataError(crossProblems);
  return files;
}

/** Reads, validates and cross-checks every data file, the property records kept in memory (scripts, tests). */
export function loadDataFiles(dir = dataDirectory()): DataFiles {
  const properties: PropertyRecord[] = [];
  const site = readDataFiles(dir, (record) => properties.push(record));
  return { ...site, [PROPERTIES]: { properties } };
}

/**
 * One property record read again from its bytes in properties.json (a range readDataFiles gave), checked
 * against the schema and against the property it should be: a file changed under a running server
 * gives a clear error rather than another property's details.
 */
export function readPropertyRecord(
  dir: string,
  range: ByteRange,
  expected: { id: number; lang: string },
  /** properties.json opened when its ranges were read: the content they refer to, whatever replaced the file since. */
  fd?: number,
): PropertyRecord {
  const full = path.join(/* turbopackIgnore: true */ dir, PROPERTIES);
  const fileLabel = fileLabelOf(full);
  const changed = `${fileLabel}: bytes ${range.start}-${range.end} no longer hold property ${expected.id} (${expected.lang}): the file changed after it was read; restart the server`;
  let result;
  try {
    result = parseProperty(fileLabel, readRange(fd ?? full, range), 0);
  } catch {
    throw new DataError([changed]);
  }
  if (!result.ok) throw new DataError(result.problems);
  if (result.record.ID !== expected.id || result.record.language !== expected.lang) throw new DataError([changed]);
  return result.record;
}
