/**
 * Leads out, as Omnicasa takes them (docs/decisions/0034): which of our forms becomes which call, and
 * how our fields become the call's parameters, in one table. Pure: the outbox stores what `omnicasaLead`
 * returns (JSON, no credentials) and the adapter sends it later as it is.
 *
 * The parameter names are those of Omnicasa's public client (ContactOnMeRequest,
 * ContactOnMeProjectRequest, DemandRegisterRequest). Every lead carries our submission's id
 * (`vitrine:<uuid>`), in `CustomStr1` and at the end of `Content` (DemandRegister has neither: in its
 * `Comment`), so the CRM's users and a second delivery of the same lead can be told apart.
 */
import type { CrmLead, LeadSubmission } from '../adapter';
import type { SubmissionFormId } from '@/lib/visitor/schemas';
import { LANGUAGE_IDS } from './wire';

export interface LeadCatalogue {
  /** The CRM's type-of-property ids for our type ids (the catalogue's WebIDs): types.json's `ID`s. */
  typeIds(webIds: number[], lang: string): number[];
  /** Postal codes named by municipality, "Bertem (3060, 3061)" (data/municipalities.json), in the agency's language. */
  placeNames(zips: string[]): string[];
}

export type OmnicasaEndpoint = 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister';

export type Params = Record<string, unknown>;
type Fields = Record<string, unknown>;

interface LeadRule {
  endpoint: OmnicasaEndpoint;
  /** What the CRM's user reads first; the agency's back office, so in English like the code. */
  subject: string;
  /** Lines of `Content` beyond the visitor's remark (or the whole `Comment` of a demand). */
  details?: (fields: Fields, catalogue: LeadCatalogue) => (string | null)[];
  /** Parameters of this form beyond the person's. */
  params?: (submission: LeadSubmission, catalogue: LeadCatalogue) => Params;
  /** The person's address is the property to value, not where they live. */
  addressIsObject?: boolean;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
const line = (label: string, value: unknown) => (text(value) === null ? null : `${label}: ${text(value)}`);
const euro = (value: unknown) => (typeof value === 'number' ? `EUR ${value.toLocaleString('en-US').replace(/,/g, ' ')}` : value);
const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .map(Number)
    .filter((n) => Number.isInteger(n));
const withObject = ({ propertyId }: LeadSubmission): Params => (propertyId ? { ObjectID: propertyId } : {});

/** A booked visit's own reference, the same across its moves (its first booking's id): its later leads say it too. */
export const visitReference = (originBookingId: string) => `vitrine:visit:${originBookingId}`;
const visitId = (booking: unknown) => (typeof booking === 'string' && booking ? visitReference(booking) : null);

/**
 * A booked slot the agency linked to one of the CRM's appointments (docs/decisions/0042, amendment 4):
 * ContactOnMe's `AppointmentID` attaches the person to it, with `AgendaComment` on the agenda: who,
 * when, and our reference. Nothing without a link: the lead is then as before.
 */
function toAppointment({ id, fields }: LeadSubmission): Params {
  const appointment = fields.crmAppointment;
  if (typeof appointment !== 'number' || !Number.isInteger(appointment) || appointment < 1) return {};
  const name = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  const when = text(fields.visitTime);
  return {
    AppointmentID: appointment,
    AgendaComment: `Booked on the website by ${name}${when ? ` for ${when}` : ''}. Reference: ${leadReference(id)}`,
  };
}

/** How the CRM's user addresses the person; the neutral choice ('none') writes no line (issue 61). */
const SALUTATION: Record<string, string> = { mr: 'Mr', ms: 'Ms' };

/** Omnicasa's Goal: 0 for sale (buying), 1 for rent (renting), as in the catalogue's records. */
const SEEKER_GOAL: Record<string, number> = { buy: 0, rent: 1 };
const OWNER_GOAL: Record<string, string> = { sell: 'sell', 'rent-out': 'rent out', 'sell-and-rent-out': 'sell or rent out' };

/**
 * Every form that stores a submission, decided: the call it becomes, or null when it is not a lead
 * (a friend's mail, a testimonial, a job application, a newsletter address: docs/decisions/0034).
 * A form added to lib/visitor/schemas without a line here fails the type check.
 */
export const LEAD_FORMS = {
  'contact-me': { endpoint: 'ContactOnMe', subject: 'Website: more information about a property', params: withObject },
  'contact-appointment': {
    endpoint: 'ContactOnMe',
    subject: 'Website: visit request',
    params: (submission) => ({ ...withObject(submission), ...toAppointment(submission) }),
    // A booked slot (docs/decisions/0042, amendment 2) is the visit itself: its day and time in the agency's language.
    details: (f) => [
      line('Booked visit', f.visitTime),
      line('Visit', visitId(f.booking)),
      line('Preferred time', f.contactTime),
      line('Preferred day', f.preferredDate),
    ],
  },
  documents: { endpoint: 'ContactOnMe', subject: "Website: the property's documents (sent by mail)", params: withObject },
  'purchase-offer': {
    endpoint: 'ContactOnMe',
    subject: 'Website: purchase offer',
    params: withObject,
    details: (f) => [
      line('Offer', euro(f.amount)),
      line('In words', f.amountWords),
      line('Advance', f.advance),
      line('Valid from', f.startDate),
      line('Valid until', f.endDate),
      line('Signed at', f.place),
      line('Signed on', f.signDate),
      line('Buyer A', f.personA),
      line('Buyer B', f.personB),
      line('Conditions', f.conditions),
    ],
  },
  'rental-application': {
    endpoint: 'ContactOnMe',
    subject: 'Website: rental application',
    params: withObject,
    details: (f) => [
      line('Adults', f.adults),
      line('Children', f.kids),
      line('Pets', f.pets),
      line('Moving in', f.movingDate),
      line('Reason for moving', f.movingReason),
      line('Net monthly income 1', euro(f.income1)),
      line('Net monthly income 2', euro(f.income2)),
    ],
  },
  'contact-construction': {
    endpoint: 'ContactOnMeProject',
    subject: 'Website: enquiry about a project',
    params: ({ projectId }) => (projectId ? { ProjectIDs: [projectId] } : {}),
  },
  'site-contact': { endpoint: 'ContactOnMe', subject: 'Website: contact' },
  'contact-demand': {
    endpoint: 'ContactOnMe',
    subject: 'Website: free valuation',
    addressIsObject: true,
    details: (f) => [
      line('Property to value', [f.street, f.zip, f.city].map(text).filter(Boolean).join(', ')),
      line('The owner wants to', OWNER_GOAL[String(f.goal)]),
    ],
    params: ({ fields }) => (numbers(fields.type).length ? { WebIDs: numbers(fields.type) } : {}),
  },
  'demand-register': {
    endpoint: 'DemandRegister',
    subject: 'Website: demand register',
    // Zips alone say nothing to a reader of the CRM about a place without listings: the municipalities by name.
    details: (f, catalogue) => [
      line('Municipalities', Array.isArray(f.zones) ? catalogue.placeNames(f.zones.map(String)).join(', ') : null),
    ],
    params: ({ fields, lang }, catalogue) => ({
      Goal: SEEKER_GOAL[String(fields.goal)],
      TypeOfPropertyIDs: catalogue.typeIds(numbers(fields.types), lang),
      Zips: Array.isArray(fields.zones) ? fields.zones.map(String) : undefined,
      PriceMin: fields.priceMin,
      PriceMax: fields.priceMax,
      MinRooms: fields.bedroomsMin,
      MinGarages: fields.garagesMin,
      MaxGarages: fields.garagesMax,
      MinParkings: fields.parkingMin,
      MaxParkings: fields.parkingMax,
    }),
  },
  'send-to-friend': null,
  testimonial: null,
  'job-contact': null,
  'sign-newsletter': null,
} as const satisfies Record<SubmissionFormId, LeadRule | null>;

/** Our reference in the CRM: the submission's id. */
export const leadReference = (submissionId: string) => `vitrine:${submissionId}`;

/** Belgian (+324…) and Luxembourg (+3526…) mobile numbers go in GSM, any other in PhoneNumber. */
const isMobile = (e164: string) => /^\+(?:324|3526)/.test(e164);

/** A phone number (E.164) as the parameter it goes in. */
export const phoneParams = (phone: string | null): Params => (phone ? (isMobile(phone) ? { GSM: phone } : { PhoneNumber: phone }) : {});

/** The person's parameters, common to the three calls. */
function person(submission: LeadSubmission, rule: LeadRule): Params {
  const f = submission.fields;
  const phone = text(f.phone);
  return {
    Name: text(f.lastName),
    FirstName: text(f.firstName),
    Email: text(f.email),
    ...phoneParams(phone),
    ...(rule.addressIsObject ? {} : { Address: text(f.street), Zip: text(f.zip), City: text(f.city) }),
    IsReceivedEmail: f.newsletter === true,
    LanguageId: LANGUAGE_IDS[submission.lang] ?? LANGUAGE_IDS.nl,
  };
}

/** Without the parameters that say nothing (undefined, null, empty lists): the CRM keeps its defaults. */
export function compact(params: Params): Params {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)),
  );
}

/** The submission as an Omnicasa lead, or null when its form is not a lead. */
export function omnicasaLead(submission: LeadSubmission, catalogue: LeadCatalogue): CrmLead | null {
  const rule: LeadRule | null | undefined = (LEAD_FORMS as Record<string, LeadRule | null>)[submission.form];
  if (!rule) return null;
  const reference = leadReference(submission.id);
  const salutation = line('Salutation', SALUTATION[String(submission.fields.title)]);
  const body = [text(submission.fields.remark), ...(rule.details?.(submission.fields, catalogue) ?? []), salutation].filter(
    (l): l is string => l !== null,
  );
  const content = [...body, `Reference: ${reference}`].join('\n');
  const own = rule.params?.(submission, catalogue) ?? {};
  const request =
    rule.endpoint === 'DemandRegister'
      ? { ...person(submission, rule), ...own, Comment: `${rule.subject}\n${content}` }
      : { ...person(submission, rule), ...own, Subject: rule.subject, Content: content, CustomStr1: reference };
  return { crm: 'omnicasa', request: { endpoint: rule.endpoint, params: compact(request) } };
}

/** The endpoint and parameters a stored lead holds, checked (the outbox's row is JSON from the database). */
export function leadCall(lead: CrmLead): { endpoint: OmnicasaEndpoint; params: Params } {
  const { endpoint, params } = lead.request as { endpoint?: unknown; params?: unknown };
  if (
    (endpoint === 'ContactOnMe' || endpoint === 'ContactOnMeProject' || endpoint === 'DemandRegister') &&
    params &&
    typeof params === 'object' &&
    !Array.isArray(params)
  )
    return { endpoint, params: params as Params };
  throw new Error(`not an Omnicasa lead (endpoint ${JSON.stringify(endpoint)})`);
}
