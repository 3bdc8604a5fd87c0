/**
 * Field schemas shared by the forms' schemas, in the browser and in the server actions alike. They
 * read what a form sends (strings from FormData; lists for checkbox groups) and give the app's
 * values. A problem is reported as a key of the `Forms.errors` messages, translated where it is shown.
 */
import { z } from 'zod';
import { TITLES } from './constants';
import { EMAIL, EMAIL_MAX } from '../../platform/security/email-address';
import { parsePhone, type Phone } from '../../catalogue/format/parse-phone';
import { addDays, brusselsToday, UPCOMING_DAYS } from './calendar';
import { hasLink } from './links';

/** The message keys of Forms.errors. */
export type FormErrorKey =
  | 'required'
  | 'tooLong'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailInvalid'
  | 'phone'
  | 'phoneInvalid'
  | 'address'
  | 'zip'
  | 'zipInvalid'
  | 'city'
  | 'password'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordsDifferent'
  | 'passwordConfirm'
  | 'goal'
  | 'friendName'
  | 'friendEmail'
  | 'friendEmailInvalid'
  | 'noLinks'
  | 'types'
  | 'zones'
  | 'zonesOther'
  | 'zonesUnknown'
  | 'demandAddress'
  | 'startDate'
  | 'visitDate'
  | 'endDate'
  | 'endDateBeforeStart'
  | 'signDate'
  | 'place'
  | 'personA'
  | 'amount'
  | 'amountWords'
  | 'amountWordsDifferent'
  | 'number'
  | 'priceRange'
  | 'rangeOrder'
  | 'movingDate'
  | 'income'
  | 'confirm'
  | 'confirmIncome'
  | 'confirmPersons'
  | 'confirmDescription'
  | 'confirmAmount'
  | 'contactTime'
  | 'remark'
  | 'comment'
  | 'name'
  | 'website'
  | 'cv'
  | 'cvType'
  | 'fileTooBig'
  | 'imageType'
  | 'document'
  | 'captcha';

const message = (key: FormErrorKey) => ({ message: key });

/** A field left empty arrives as "" (or not at all): both are "missing". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message('tooLong'))
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), message('tooLong'));

const multiLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message('tooLong'))
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), message('tooLong'));

/** Makes a field required: missing or blank gives `key`, then `inner` checks the value. */
function requiredAs<T extends z.ZodType<unknown, string>>(key: FormErrorKey, inner: T) {
  return z.preprocess((v) => v ?? '', z.string(message(key)).trim().min(1, message(key)).pipe(inner));
}

/** Makes a field optional: missing or blank is undefined. */
const optional = <T extends z.ZodType>(inner: T) => z.preprocess(blankToUndefined, inner.optional());

/** Free text on one line, required: trimmed, control characters refused. */
export const line = (key: FormErrorKey, max = 100) => requiredAs(key, singleLine(max));
export const optionalLine = (max = 100) => optional(singleLine(max));

/** Free text on several lines. */
export const paragraph = (key: FormErrorKey, max = 2_000) => requiredAs(key, multiLine(max));
export const optionalParagraph = (max = 2_000) => optional(multiLine(max));
/** Optional free text on several lines without anything a mail client would make a link of (links.ts). */
export const optionalPlainNote = (max = 2_000) => optional(multiLine(max).refine((v) => !hasLink(v), message('noLinks')));

/** An e-mail address and nothing else (EMAIL, email.ts, also checked without zod there). Lower-cased. */
export function email(required: FormErrorKey = 'email', invalid: FormErrorKey = 'emailInvalid') {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z
      .string(message(required))
      .min(1, message(required))
      .max(EMAIL_MAX, message(invalid))
      .regex(EMAIL, message(invalid))
      .transform((v) => v.toLowerCase()),
  );
}

export function optionalEmail(invalid: FormErrorKey = 'emailInvalid') {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(EMAIL_MAX, message(invalid))
      .regex(EMAIL, message(invalid))
      .transform((v) => v.toLowerCase())
      .optional(),
  );
}

const phoneNumber = () =>
  z.string().transform((v, ctx): Phone => {
    const parsed = parsePhone(v);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'phoneInvalid' });
      return z.NEVER;
    }
    return parsed;
  });

/** A phone number of a known plan, as { e164, display }. */
export const phone = () => requiredAs('phone', phoneNumber());
export const optionalPhone = () => optional(z.string().trim().pipe(phoneNumber()));

export { TITLES, type Title } from './constants';
export const title = () => z.enum(TITLES, message('title'));

const postalCode = () =>
  z
    .string()
    .trim()
    .regex(/^(?:L-?)?\d{4}$/i, message('zipInvalid'))
    .transform((v) => v.toUpperCase());

/** A Belgian or Luxembourg postal code: four digits, "L-" allowed before Luxembourg's. */
export const zip = () => requiredAs('zip', postalCode());
export const optionalZip = () => optional(postalCode());

const wholeNumber = (min: number, max: number, invalid: FormErrorKey) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(?:[. \u00a0\u202f]?\d{3})*$/, message(invalid))
    .transform((v) => Number(v.replace(/\D/g, '')))
    .pipe(z.number().int().min(min, message(invalid)).max(max, message(invalid)));

/** A whole number typed in a field ("3", "250.000", "250 000"). */
export const whole = (key: FormErrorKey, { min = 0, max = 1_000_000_000, invalid = 'number' as FormErrorKey } = {}) =>
  requiredAs(key, wholeNumber(min, max, invalid));
export const optionalWhole = ({ min = 0, max = 1_000_000_000, invalid = 'number' as FormErrorKey } = {}) =>
  optional(wholeNumber(min, max, invalid));

const calendarDate = (invalid: FormErrorKey) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message(invalid))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200;
    }, message(invalid));

/**
 * An optional day still to come: today (in Brussels) up to a year ahead. A visit asked for a day that
 * has passed ("2019-03-01") cannot be planned, so it is refused with the field's message, not stored.
 */
export const optionalUpcomingDate = (invalid: FormErrorKey) =>
  optional(
    calendarDate(invalid).refine((v) => {
      const today = brusselsToday();
      return v >= today && v <= addDays(today, UPCOMING_DAYS);
    }, message(invalid)),
  );

/** A calendar date as an <input type="date"> sends it (yyyy-mm-dd); anything else is incomplete. */
export const date = (key: FormErrorKey) => requiredAs(key, calendarDate(key));
export const optionalDate = (invalid: FormErrorKey) => optional(calendarDate(invalid));

/** A checkbox: ticked when sent (with any value), unticked when absent. */
export const checkbox = () => z.preprocess((v) => v !== undefined && v !== null && v !== '' && v !== false, z.boolean());

/** A checkbox that must be ticked. */
export const mustTick = (key: FormErrorKey = 'confirm') => checkbox().refine((v) => v, message(key));

/** A group of checkboxes (or a multiple select): the values sent, each one of `allowed`. */
export function list<T extends string>(allowed: readonly [T, ...T[]], { min = 0, key = 'required' as FormErrorKey, max = 200 } = {}) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.enum(allowed, message(key)))
      .max(max, message(key))
      .refine((values) => values.length >= min, message(key))
      .transform((values) => [...new Set(values)]),
  );
}

/** One choice among `allowed` (a radio group or a select). */
export function choice<T extends string>(allowed: readonly [T, ...T[]], key: FormErrorKey) {
  return z.preprocess((v) => (v === '' ? undefined : v), z.enum(allowed, message(key)));
}

/** A reference to one of our records (a property or project id in a hidden field). */
export const recordId = () =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number().int().positive());

/** A website address: http or https only (no javascript: links in a testimonial). */
export function website() {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200, message('website'))
      .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
      .refine((v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
        } catch {
          return false;
        }
      }, message('website'))
      .optional(),
  );
}

/**
 * Options for an object-level check that compares fields: it runs once those fields are valid, even
 * while others are not, so the visitor sees every message at once (zod skips it otherwise).
 */
export function whenValid(...fields: string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}
