/**
 * Leads out, as Whise takes them (docs/decisions/0034): every form Omnicasa's table takes a lead of
 * (../omnicasa/leads.ts) becomes one contact upsert, `POST v1/contacts/upsert`, about the estate the
 * submission is about (a property, or a project: both are estates in Whise). Pure: the outbox stores
 * what `whiseLead` returns (JSON, no credentials) and the adapter sends it later as it is.
 *
 * The body's names are those public clients send: `Name`, `PrivateEmail`, `LanguageId`, `CountryId`
 * and `OfficeIds` (two or more sources), `FirstName`, `EstateIds` and `StatusId` (one). No source names
 * a contact's phone number or a message, nor the shape of a search profile (`SearchCriteria`), so none
 * is sent: the CRM's user sees who asked about which estate, and reads the rest in the submission's
 * mail. An upsert is matched on the e-mail address, so a second delivery of the same lead changes nothing.
 */
import type { CrmLead, LeadSubmission } from '../adapter';
import type { SubmissionFormId } from '@/lib/visitor/schemas';
import { LANGUAGE_IDS } from './mapping';

export const UPSERT = 'v1/contacts/upsert';

/** Which estate a form's lead is about: the submission's property, its project, or none. */
type About = 'property' | 'project' | 'none';

/**
 * Every form that stores a submission, decided as Omnicasa's table decides it: a lead (about what) or
 * null. A form added to lib/visitor/schemas without a line here fails the type check.
 */
export const LEAD_FORMS = {
  'contact-me': 'property',
  'contact-appointment': 'property',
  documents: 'property',
  'purchase-offer': 'property',
  'rental-application': 'property',
  'contact-construction': 'project',
  'site-contact': 'none',
  'contact-demand': 'none',
  'demand-register': 'none',
  'send-to-friend': null,
  testimonial: null,
  'job-contact': null,
  'sign-newsletter': null,
} as const satisfies Record<SubmissionFormId, About | null>;

/** Whise's contact status and country as the clients send them: 1 (active) and 1 (Belgium). */
const CONTACT_STATUS = 1;
const CONTACT_COUNTRY = 1;

export interface LeadOptions {
  /** The agency's office, when the connection names one: the contact is filed there. */
  officeId?: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/** The contact upsert's body for a person about an estate; empty values left out (the CRM keeps what it holds). */
export function contactBody(
  person: { lastName: string | null; firstName: string | null; email: string | null },
  lang: string,
  estateId: number | null,
  { officeId }: LeadOptions,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    Name: person.lastName,
    FirstName: person.firstName,
    PrivateEmail: person.email,
    LanguageId: LANGUAGE_IDS[lang] ?? LANGUAGE_IDS.nl,
    CountryId: CONTACT_COUNTRY,
    StatusId: CONTACT_STATUS,
    OfficeIds: officeId ? [officeId] : undefined,
    EstateIds: estateId ? [estateId] : undefined,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null));
}

/** The submission as a Whise lead, or null when its form is not a lead. */
export function whiseLead(submission: LeadSubmission, options: LeadOptions = {}): CrmLead | null {
  const about: About | null | undefined = (LEAD_FORMS as Record<string, About | null>)[submission.form];
  if (!about) return null;
  const f = submission.fields;
  const estate = about === 'property' ? positive(submission.propertyId) : about === 'project' ? positive(submission.projectId) : null;
  const body = contactBody(
    { lastName: text(f.lastName), firstName: text(f.firstName), email: text(f.email) },
    submission.lang,
    estate,
    options,
  );
  return { crm: 'whise', request: { endpoint: UPSERT, body } };
}

/** The endpoint and body a stored lead holds, checked (the outbox's row is JSON from the database). */
export function leadCall(lead: CrmLead): { endpoint: typeof UPSERT; body: Record<string, unknown> } {
  const { endpoint, body } = lead.request as { endpoint?: unknown; body?: unknown };
  if (endpoint === UPSERT && body && typeof body === 'object' && !Array.isArray(body))
    return { endpoint, body: body as Record<string, unknown> };
  throw new Error(`not a Whise lead (endpoint ${JSON.stringify(endpoint)})`);
}
