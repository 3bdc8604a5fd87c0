/** What the owner area's forms answer (server actions → the forms), plain data for the client. */
export type OwnerFormState = {
  /** A message key under Owner (e.g. 'login.failed'), and its values. */
  /** The message to show, in the form's language. */
  error?: string;
  /** A notice on success that stays on the page (forgot password: "sent"). */
  notice?: string;
  /** What the visitor typed, kept (never a password). */
  login?: string;
};

export const OWNER_IDLE: OwnerFormState = {};
