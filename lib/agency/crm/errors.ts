/**
 * What goes wrong talking to a CRM. `transient` says whether trying again later may succeed (the CRM
 * is down, slow, overloaded) or not (it refused the call, or answered something that is not its API).
 * Messages name the endpoint and the reason, never a URL or a credential.
 */
export class CrmError extends Error {
  readonly transient: boolean;

  constructor(message: string, { transient }: { transient: boolean }) {
    super(message);
    this.name = 'CrmError';
    this.transient = transient;
  }
}

/** Whether an error from a CRM call may pass if tried again (anything but a CrmError counts as transient). */
export function isTransient(error: unknown): boolean {
  return error instanceof CrmError ? error.transient : true;
}
