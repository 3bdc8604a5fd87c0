/**
 * Leads out, as SweepBright takes them (docs/decisions/0034), and the public URL it is told of. Pure:
 * the outbox stores what these return (JSON, no credentials) and the adapter sends it later.
 *
 * - A form about a property becomes `POST estates/{id}/contacts` (two public clients) with the names both
 *   send: `first_name`, `last_name`, `email`, `phone`, `message`, `locale`. The estate is named by our id
 *   in the stored lead and looked up in the id map at delivery (a lead is made in the submission's
 *   transaction, without a call to the database).
 * - A request about no property (contact, valuation, demand register, a project) becomes `POST contacts`
 *   with the same names (one client). Its search profile (`preferences`, one client) is not sent: the
 *   message says what was asked, and the agency's mail has the rest.
 * - The message is what the Omnicasa table writes for the form (../omnicasa/leads.ts: the subject, the
 *   remark, the form's details, our reference), so every CRM gets the same words.
 * - `PUT estates/{id}/url {url}` (two clients) tells SweepBright where the estate is published.
 */
import type { CrmLead, LeadSubmission } from '../adapter';
import { omnicasaLead, type LeadCatalogue } from '../omnicasa/leads';
import type { SubmissionFormId } from '@/lib/visitor/schemas';

/** Which call a form's lead is: about the submission's property, a general contact, or none. */
type Call = 'estate' | 'contact';

/** Every form that stores a submission, decided; a form added without a line here fails the type check. */
export const LEAD_FORMS = {
  'contact-me': 'estate',
  'contact-appointment': 'estate',
  documents: 'estate',
  'purchase-offer': 'estate',
  'rental-application': 'estate',
  'contact-construction': 'contact',
  'site-contact': 'contact',
  'contact-demand': 'contact',
  'demand-register': 'contact',
  'send-to-friend': null,
  testimonial: null,
  'job-contact': null,
  'sign-newsletter': null,
} as const satisfies Record<SubmissionFormId, Call | null>;

/** The locales seen in `locale`: the site languages. */
const LOCALES = new Set(['nl', 'fr', 'en']);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/** A stored SweepBright call: which, about which of our properties, and its body. */
export type SweepBrightCall =
  | { endpoint: 'estate-contacts'; propertyId: number; body: Record<string, unknown> }
  | { endpoint: 'contacts'; body: Record<string, unknown> }
  | { endpoint: 'estate-url'; estateId: string; body: { url: string } };

/** The submission as a SweepBright lead, or null when its form is not a lead (or names no property it needs). */
export function sweepbrightLead(submission: LeadSubmission, catalogue: LeadCatalogue): CrmLead | null {
  const call: Call | null | undefined = (LEAD_FORMS as Record<string, Call | null>)[submission.form];
  if (!call) return null;
  const words = omnicasaLead(submission, catalogue)?.request as { params?: Record<string, unknown> } | undefined;
  const params = words?.params ?? {};
  const message = [text(params.Subject), text(params.Content) ?? text(params.Comment)].filter(Boolean).join('\n');
  const f = submission.fields;
  const body = Object.fromEntries(
    Object.entries({
      first_name: text(f.firstName),
      last_name: text(f.lastName),
      email: text(f.email),
      phone: text(f.phone),
      message: message || null,
      locale: LOCALES.has(submission.lang) ? submission.lang : 'nl',
    }).filter(([, v]) => v !== null),
  );
  if (call === 'estate') {
    const propertyId = positive(submission.propertyId);
    const request: SweepBrightCall = propertyId ? { endpoint: 'estate-contacts', propertyId, body } : { endpoint: 'contacts', body };
    return { crm: 'sweepbright', request };
  }
  return { crm: 'sweepbright', request: { endpoint: 'contacts', body } satisfies SweepBrightCall };
}

/** The call that tells SweepBright an estate's public URL. */
export function estateUrlLead(estateId: string, url: string): CrmLead {
  return { crm: 'sweepbright', request: { endpoint: 'estate-url', estateId, body: { url } } satisfies SweepBrightCall };
}

/** The call a stored lead holds, checked (the outbox's row is JSON from the database). */
export function leadCall(lead: CrmLead): SweepBrightCall {
  const request = lead.request as Partial<Record<string, unknown>>;
  const body = request.body;
  const isBody = body !== null && typeof body === 'object' && !Array.isArray(body);
  if (request.endpoint === 'estate-contacts' && isBody && positive(request.propertyId))
    return { endpoint: 'estate-contacts', propertyId: request.propertyId as number, body: body as Record<string, unknown> };
  if (request.endpoint === 'contacts' && isBody) return { endpoint: 'contacts', body: body as Record<string, unknown> };
  if (
    request.endpoint === 'estate-url' &&
    isBody &&
    typeof request.estateId === 'string' &&
    typeof (body as { url?: unknown }).url === 'string'
  )
    return { endpoint: 'estate-url', estateId: request.estateId, body: { url: (body as { url: string }).url } };
  throw new Error(`not a SweepBright call (endpoint ${JSON.stringify(request.endpoint)})`);
}
