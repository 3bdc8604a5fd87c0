/**
 * What a form's server action answers, rendered by the form (with JavaScript) or by the page the
 * post returns (without): the values to show again, an error per field, a message for the form.
 */
import type { CodeChallenge } from '@/lib/visitor/captcha/code';
import type { FormErrorKey } from '@/lib/visitor/schemas/fields';
import type { FieldErrors } from '@/lib/visitor/schemas/parse';

/** Messages of Forms.messages shown above the submit button. */
export type FormMessageKey =
  | 'notSent'
  | 'rateLimited'
  | 'recipientLimited'
  | 'fieldsInRed'
  | 'documentsSent'
  | 'documentsAlready'
  | 'propertyGone'
  | 'appointmentsFull'
  | 'slotTaken'
  | 'slotGone'
  | 'slotLimit'
  | 'captchaNeeded'
  | 'loginFailed'
  | 'signedIn'
  | 'searchSaved'
  | 'searchStopped'
  | 'accessExpired';

/** A search as its owner sees it after signing in (lib/visitor/subscriptions/manage.ts). */
export interface SavedSearchView {
  id: string;
  criteria: Record<string, string | string[]>;
  confirmed: boolean;
}

export type FormState = {
  status: 'idle' | 'invalid' | 'error' | 'done';
  /** Counts the server's answers, so the form knows a new one came (and moves focus). */
  attempt: number;
  values?: Record<string, string | string[]>;
  errors?: FieldErrors;
  message?: FormMessageKey;
  /** For a visitor without JavaScript: a picture of characters to type (lib/visitor/captcha/code.ts). */
  captcha?: CodeChallenge;
  /** What signing in to "my search" gave: the access value and the searches (lib/visitor/subscriptions/manage.ts). */
  searches?: { access: string; items: SavedSearchView[] };
};

export const IDLE: FormState = { status: 'idle', attempt: 0 };

/**
 * What `handleForm` (lib/visitor/forms/handle.ts) may answer any form with, whatever the form: the messages
 * (not stored, the captcha to type, too many attempts) and the errors (a value zod itself refused,
 * the captcha). A form whose definition adds none of its own (no `check`, `checkFields`, `answer` or
 * `duplicate`) answers with these and its schema's errors only; its island gets no other texts
 * (components/i18n/island-text-sets.ts).
 */
export const ANY_FORM_MESSAGES = ['notSent', 'captchaNeeded', 'rateLimited'] as const satisfies readonly FormMessageKey[];
export const ANY_FORM_ERRORS = ['required', 'captcha'] as const satisfies readonly FormErrorKey[];

/**
 * A form's own message when what was sent is not valid, above its fields (docs/product.md section 5: the site contact's
 * "fields in red"); the others list how many fields need attention. Read by the server's answer and by
 * the browser's own check alike.
 */
export const INVALID_MESSAGE: Readonly<Record<string, FormMessageKey | undefined>> = { 'site-contact': 'fieldsInRed' };
