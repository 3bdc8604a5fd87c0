/**
 * What a form's server action answers, rendered by the form (with JavaScript) or by the page the
 * post returns (without): the values to show again, an error per field, a message for the form.
 */
import type { CodeChallenge } from '@/lib/captcha/code';
import type { FieldErrors } from '@/lib/schemas/parse';

/** Messages of Forms.messages shown above the submit button. */
export type FormMessageKey = 'notSent' | 'rateLimited' | 'fieldsInRed' | 'documentsSent' | 'documentsAlready' | 'propertyGone' | 'appointmentsFull' | 'captchaNeeded';

export type FormState = {
  status: 'idle' | 'invalid' | 'error' | 'done';
  /** Counts the server's answers, so the form knows a new one came (and moves focus). */
  attempt: number;
  values?: Record<string, string | string[]>;
  errors?: FieldErrors;
  message?: FormMessageKey;
  /** For a visitor without JavaScript: a picture of characters to type (lib/captcha/code.ts). */
  captcha?: CodeChallenge;
};

export const IDLE: FormState = { status: 'idle', attempt: 0 };

/** The fields every form sends besides its own (components/forms/form-shell.tsx). */
export const CONTROL_FIELDS = {
  lang: 'lang',
  page: 'page',
  honeypot: 'website_url',
  pow: 'altcha',
  codeToken: 'captcha_token',
  codeAnswer: 'captcha_answer',
} as const;
