/**
 * Reads and validates the data files, with error messages an editor can act on:
 *   data/properties.json: property 4127 (fr): Price: expected a number, got "abc"
 *
 * Used by lib/data at build and run time, and by `npm run data:check` (scripts/data-check.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DATA_FILES, type DataFileName, type DataFiles, type MenuEntryRecord } from './file-schemas';
import { crossCheck } from './cross-check';
import { env } from '../env';

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
  const [collection, index, ...rest] = issuePath;
  const list = (root as Record<string, unknown> | null)?.[collection as string];
  const record = Array.isArray(list) && typeof index === 'number' ? (list[index] as Record<string, unknown>) : undefined;
  if (!record || typeof record !== 'object') return { label: '', rest: issuePath };
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
  const fileLabel = path.relative(/* turbopackIgnore: true */ process.cwd(), full) || full;
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

/** Reads, validates and cross-checks every data file; throws a DataError listing every problem. */
export function loadDataFiles(dir = dataDirectory()): DataFiles {
  const problems: string[] = [];
  const files: Partial<DataFiles> = {};
  for (const file of Object.keys(DATA_FILES) as DataFileName[]) {
    const result = readDataFile(dir, file);
    if (result.ok) (files as Record<string, unknown>)[file] = result.data;
    else problems.push(...result.problems);
  }
  if (problems.length) throw new DataError(problems);
  const all = files as DataFiles;
  const crossProblems = crossCheck(all, (file) => path.relative(/* turbopackIgnore: true */ process.cwd(), path.join(dir, file)) || file);
  if (crossProblems.length) throw new DataError(crossProblems);
  return all;
}
