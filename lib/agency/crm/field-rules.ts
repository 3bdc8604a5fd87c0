/**
 * How a CRM's field becomes one of ours: the name it has on the wire, how its value is read, and how sure
 * we are of that name (docs/crm.md). Every adapter's table is made of these rules, and so is the
 * agency's own mapping file (./mapping-file.ts), which names what no public source does.
 *
 * Reading is lenient where the wire is known to vary (a number sent as a string, a flag as "1", a postal
 * code as a number) and never guesses beyond that: a value that cannot be read as asked is passed on as
 * it came, so that the record's check names the record, the field and the value
 * (lib/agency/crm/sync/run.ts holds that record back).
 */

import { fromBrusselsTime } from '@/lib/platform/brussels-time';

/** A property of an object by name, ignoring case (the CRM's names are case-insensitive). */
export function field(record: unknown, name: string): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined;
  const object = record as Record<string, unknown>;
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(object)) if (key.toLowerCase() === lower) return object[key];
  return undefined;
}

/** How a value is read (`raw`: as it comes). */
export type Coerce = 'raw' | 'text' | 'int' | 'number' | 'bool' | 'zip' | 'datetime' | 'date' | 'floodScore';

export const COERCIONS = [
  'raw',
  'text',
  'int',
  'number',
  'bool',
  'zip',
  'datetime',
  'date',
  'floodScore',
] as const satisfies readonly Coerce[];

/**
 * How sure the name is: named by two or more independent public sources, by one, or inferred from
 * what a source does with it. A name no source gives is not in any built-in table.
 */
export type Evidence = '2+' | '1' | 'inferred' | 'agency';

export interface FieldRule {
  /** The field's name on the wire (matched without regard to case where the CRM does so). */
  from: string;
  as: Coerce;
  evidence: Evidence;
}

const NUMERIC = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

function toNumber(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value.replace(',', '.'));
  return value;
}

/** "Y-m-d H:i:s" (or ISO) as an ISO instant; a time without a zone is read as Brussels time (inferred). */
function toDateTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:?\d{2})?/.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = match;
  if (zone) {
    const instant = new Date(value.trim().replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
  }
  // The wall-clock time in Brussels: find the offset that day and hour (CET or CEST).
  const instant = new Date(fromBrusselsTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)));
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/** A value read as the rule says, or as it came when it cannot be. Empty strings are no value (null). */
export function coerce(value: unknown, as: Coerce): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value === 'string' && value.trim() === '' && as !== 'text' && as !== 'raw') return null;
  switch (as) {
    case 'raw':
      return value;
    case 'text':
      return typeof value === 'number' ? String(value) : value;
    case 'number':
      return toNumber(value);
    case 'int': {
      const n = toNumber(value);
      return typeof n === 'number' && Number.isInteger(n) ? n : value;
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true' || value === 'True') return true;
      if (value === 0 || value === '0' || value === 'false' || value === 'False') return false;
      return value;
    case 'zip':
      if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999) return String(value);
      return typeof value === 'string' ? value.trim() : value;
    case 'datetime':
      return toDateTime(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:$|[ T])/.test(value.trim()) ? value.trim().slice(0, 10) : value;
    case 'floodScore':
      return typeof value === 'string' && /^\s*[a-dA-D]\s*$/.test(value) ? value.trim().toUpperCase() : value;
  }
}
