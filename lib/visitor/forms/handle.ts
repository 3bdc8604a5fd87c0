/**
 * The one path every form's server action takes (lib/visitor/actions/*): read the post, validate it with the
 * form's schema, check what needs the catalogue, the captcha and the rate limit, store the submission
 * with its mails (and its lead for the CRM, when one is configured) in one transaction, wake the outbox, and send the visitor to the thank-you page.
 * Nothing here trusts the browser: the same schema that ran there runs again.
 */
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { newCode, verifyCaptcha } from '@/lib/visitor/captcha';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { crmAdapter } from '@/lib/agency/crm';
import { getDb, type Database } from '@/lib/platform/db/client';
import { takeRateLimit, type RateLimit } from '@/lib/platform/dal/abuse';
import {
  storeSubmission,
  type NewMail,
  type NewSubmission,
  type NewUpload,
  type Stored,
  type Transaction,
} from '@/lib/platform/dal/submissions';
import { kickOutbox } from '@/lib/agency/jobs/scheduler';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';
import { clientAddress } from '@/lib/platform/security/client-address';
import { isFormData, markBadRequest } from '@/lib/platform/security/bad-request';
import { hashClientAddress } from '@/lib/platform/security/secret';
import { SECRET_FIELDS, type SubmissionFormId } from '@/lib/visitor/schemas';
import { echoValues, parseValues, rawValues, type FieldErrors, type RawValues } from '@/lib/visitor/schemas/parse';
import { newsletterSignUp } from '../subscriptions/opt-in';
import { CONTROL_FIELDS } from '@/lib/visitor/schemas/constants';
import { INVALID_MESSAGE, type FormMessageKey, type FormState } from './state';
import { thankYouPath } from './thank-you';
import { logger } from '@/lib/platform/log';

export interface FormContext {
  lang: Lang;
  /** The page the form was sent from (path and query, ours only). */
  sourcePage: string | null;
  utm: Record<string, string> | null;
  db: Database;
  /** The honeypot was filled: the submission is kept as probable spam and nothing is sent. */
  spam: boolean;
}

/** What a valid form becomes: the submission, its files and mails, and the form's own rows. */
export interface Outcome {
  submission: Omit<NewSubmission, 'form' | 'lang' | 'sourcePage' | 'utm'>;
  files?: NewUpload[];
  mails?: (stored: Stored) => NewMail[] | Promise<NewMail[]>;
  extra?: (tx: Transaction, stored: Stored) => Promise<void>;
  /** Where the visitor goes once it is stored, instead of the form's thank-you page (a booked visit's own page). */
  next?: string;
}

export interface FormDefinition<S extends z.ZodType> {
  id: SubmissionFormId;
  schema: S;
  rateLimit: RateLimit;
  /**
   * What the schema cannot know: that the property exists and is for sale, that a slot is one of
   * site config's. Field errors, a message for the form, or nothing when all is well.
   */
  check?(data: z.output<S>, context: FormContext): Promise<FieldErrors | FormMessageKey | null> | FieldErrors | FormMessageKey | null;
  /**
   * Checks of single fields that need the server (the catalogue's types and places,
   * a file's real content), made on what was sent beside the schema, so that the visitor gets every
   * message in one answer, not a second round once the schema's are fixed (issue 36). A field the
   * schema refuses keeps the schema's message.
   */
  checkFields?(values: RawValues, context: { lang: Lang }): Promise<FieldErrors> | FieldErrors;
  /** Turns the valid data into what is stored and sent. */
  outcome(data: z.output<S>, context: FormContext): Promise<Outcome | FormMessageKey> | Outcome | FormMessageKey;
  /** After storing: where the visitor goes (default: the form's thank-you page), or a message in place. */
  answer?: FormMessageKey;
  /** The answer when the database refuses the submission as one it already holds (a unique index). */
  duplicate?: FormMessageKey;
}

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

const DEFAULT_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000 };

/**
 * A form's "keep me informed by newsletter" box, ticked: the address is signed up as the newsletter
 * form would (pending, with its confirmation mail), in the same transaction as the submission.
 */
async function withNewsletterOptIn(outcome: Outcome, data: unknown, lang: Lang): Promise<Outcome> {
  const { newsletter, email } = data as { newsletter?: unknown; email?: unknown };
  if (newsletter !== true || typeof email !== 'string') return outcome;
  const signUp = await newsletterSignUp(email, lang);
  return {
    ...outcome,
    extra: async (tx, stored) => {
      await outcome.extra?.(tx, stored);
      await signUp.store(tx);
    },
    mails: async (stored) => [...((await outcome.mails?.(stored)) ?? []), signUp.mail],
  };
}
export { DEFAULT_LIMIT };

export function formLang(data: FormData): Lang {
  const lang = data.get(CONTROL_FIELDS.lang);
  return typeof lang === 'string' && isEnabledLanguage(getSite(), 'site', lang) ? lang : getSite().defaultLanguage;
}

/** The sending page, if it is a path of ours (never a full URL to somewhere else). */
function sourcePage(data: FormData): string | null {
  const page = data.get(CONTROL_FIELDS.page);
  return typeof page === 'string' && /^\/[^/\\]/.test(page) && page.length <= 500 ? page : null;
}

/** utm_source, utm_medium, utm_campaign, utm_term, utm_content, as the page's address carried them. */
function utmTags(data: FormData): Record<string, string> | null {
  const tags: Record<string, string> = {};
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim()) tags[name] = value.trim().slice(0, 100);
  }
  return Object.keys(tags).length ? tags : null;
}

export async function handleForm<S extends z.ZodType>(
  definition: FormDefinition<S>,
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  // A hand-made post with this action's id and something else than a form's data: a 400, not a 500.
  if (!isFormData(data)) {
    await markBadRequest();
    return { status: 'error', attempt: 1, message: 'notSent' };
  }
  const attempt = (previous?.attempt ?? 0) + 1;
  const lang = formLang(data);
  const values: RawValues = rawValues(data);
  const echo = echoValues(values, SECRET_FIELDS);
  const usedPow = typeof data.get(CONTROL_FIELDS.pow) === 'string' && data.get(CONTROL_FIELDS.pow) !== '';
  /** Without JavaScript there is no proof of work: the answer carries a picture to read instead. */
  const fail = async (errors: FieldErrors, message?: FormMessageKey): Promise<FormState> => ({
    status: 'invalid',
    attempt,
    values: echo,
    errors,
    message: message ?? INVALID_MESSAGE[definition.id],
    captcha: usedPow ? undefined : await newCode(),
  });
  const error = async (message: FormMessageKey): Promise<FormState> => ({
    status: 'error',
    attempt,
    values: echo,
    message,
    captcha: usedPow ? undefined : await newCode(),
  });

  // The field people never see was filled: a bot, or a password manager or an accessibility tool
  // filling it for a real person. The submission is kept, marked as probable spam, for the agency to
  // look at (`npm run submissions -- list`), but nothing is sent: no mail, no CRM lead, no sign-up.
  // The captcha is not asked: with nothing sent it guards nothing, and a bot learns nothing from it.
  const honeypot = data.get(CONTROL_FIELDS.honeypot);
  const spam = typeof honeypot === 'string' && honeypot !== '';

  const parsed = parseValues(definition.schema, values);
  const fieldProblems = (await definition.checkFields?.(values, { lang })) ?? {};
  if (!parsed.ok || Object.keys(fieldProblems).length) return fail({ ...fieldProblems, ...(parsed.ok ? {} : parsed.errors) });

  let db: Database;
  try {
    db = await getDb();
  } catch (cause) {
    logger('forms').error({ err: cause, form: definition.id }, 'database unavailable');
    return error('notSent');
  }
  const context: FormContext = { lang, sourcePage: sourcePage(data), utm: utmTags(data), db, spam };
  let outcome: Outcome | FormMessageKey;
  try {
    const problem = await definition.check?.(parsed.data, context);
    if (typeof problem === 'string') return error(problem);
    if (problem && Object.keys(problem).length) return fail(problem);

    const captcha = spam ? 'ok' : await verifyCaptcha(db, data);
    // Sent without JavaScript, the form had no captcha yet: show the characters to type, no error.
    if (captcha === 'missing')
      return { status: 'invalid', attempt, values: echo, errors: {}, message: 'captchaNeeded', captcha: await newCode() };
    if (captcha === 'wrong') return fail({ captcha: 'captcha' });
    if (!(await takeRateLimit(db, `${definition.id}:${hashClientAddress(await clientAddress())}`, definition.rateLimit)))
      return error('rateLimited');

    outcome = await definition.outcome(parsed.data, context);
    if (typeof outcome === 'string') return error(outcome);
    const submission = { ...outcome.submission, form: definition.id, lang, sourcePage: context.sourcePage, utm: context.utm, spam };
    if (spam) await storeSubmission(db, submission, { files: outcome.files, messageDomain: new URL(getSite().url).hostname });
    else {
      outcome = await withNewsletterOptIn(outcome, parsed.data, lang);
      // The CRM's lead is one more outbox row of the same transaction (docs/decisions/0034): never sent
      // here, so a CRM that is down or slow never delays the answer.
      const crm = crmAdapter();
      await storeSubmission(db, submission, {
        files: outcome.files,
        mails: outcome.mails,
        extra: outcome.extra,
        lead: crm ? (stored) => crm.lead({ ...submission, id: stored.id }) : undefined,
        messageDomain: new URL(getSite().url).hostname,
      });
    }
  } catch (cause) {
    if (definition.duplicate && isUniqueViolation(cause)) return error(definition.duplicate);
    // Nothing was acknowledged: the visitor keeps the input and may try again.
    logger('forms').error({ err: cause, form: definition.id }, 'not stored');
    return error('notSent');
  }
  kickOutbox();
  if (definition.answer) return { status: 'done', attempt, message: definition.answer };
  redirect(outcome.next ?? thankYouPath(lang, definition.id));
}
