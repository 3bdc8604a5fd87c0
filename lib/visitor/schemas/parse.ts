/**
 * Reading a form the same way in the browser and in the server action: FormData to raw values, raw
 * values through the form's schema to the app's values or to one error key per field.
 */
import type { z } from 'zod';
import type { FormErrorKey } from './fields';

/** What a form sends: a string per field, a list for repeated names (checkbox groups), or a file. */
export type RawValues = Record<string, string | string[] | File>;

/** One error per field, by field name (nested paths joined with "."), as a Forms.errors key. */
export type FieldErrors = Partial<Record<string, FormErrorKey>>;

/** Fields of ours that are not the visitor's: the honeypot, the captcha, the page's language and address, campaign tags, Next's action ids. */
export const RESERVED = /^(\$ACTION|website_url$|altcha$|captcha_|lang$|page$|utm_)/;

export function rawValues(data: FormData): RawValues {
  const values: RawValues = {};
  for (const [name, value] of data.entries()) {
    if (RESERVED.test(name)) continue;
    const current = values[name];
    if (current === undefined) values[name] = value;
    else if (Array.isArray(current)) current.push(String(value));
    else if (typeof current === 'string') values[name] = [current, String(value)];
  }
  // An empty file input sends an empty file (nameless, or named "blob" once parsed on the server): no file.
  for (const [name, value] of Object.entries(values)) if (value instanceof File && value.size === 0) delete values[name];
  return values;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseValues<S extends z.ZodType>(schema: S, values: RawValues): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (errors[field]) continue;
    // Our schemas give every issue a Forms.errors key; zod's own (an unexpected type) mean "required".
    errors[field] = (/^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'required') as FormErrorKey;
  }
  return { ok: false, errors };
}

/** The values to show again in a form after a failed attempt: text only, never a password or a file. */
export function echoValues(values: RawValues, secret: readonly string[] = []): Record<string, string | string[]> {
  const echo: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File || secret.includes(name)) continue;
    echo[name] = Array.isArray(value) ? value.map((v) => v.slice(0, 2_000)) : value.slice(0, 10_000);
  }
  return echo;
}
