/**
 * The e-mail address rule without zod, so a page can check an address in the browser without loading
 * a schema (the footer's newsletter form, components/forms/newsletter-form.tsx). The schemas' email()
 * (fields.ts) uses the same pattern and gives the same keys.
 */

/**
 * An e-mail address and nothing else: no display name, no second address, no line break, so it can
 * go into a mail's To or Reply-To safely.
 */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX = 254;

/** What email() of fields.ts answers for a typed address: its Forms.errors key, or undefined when valid. */
export function emailProblem(value: string): 'email' | 'emailInvalid' | undefined {
  const address = value.trim();
  if (!address) return 'email';
  return address.length > EMAIL_MAX || !EMAIL.test(address) ? 'emailInvalid' : undefined;
}

/**
 * One mailbox's address however it is written: lower-cased, without a "+tag" after the local part
 * (most providers deliver jan+x@ to jan@), so that a limit per recipient cannot be dodged by tagging.
 */
export function normalizedAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, '')}${lower.slice(at)}`;
}
