/**
 * What Omnicasa hears when a booked visit is cancelled or moved (docs/decisions/0042, amendment 4).
 * Pure, like ./leads.ts: the outbox keeps what `omnicasaVisitLead` returns.
 *
 * The website API has no call to take a person off an appointment, and `AddPersonToAppointment` needs
 * the CRM's PersonID, which we never get back. So a change is one more ContactOnMe about the property
 * (ContactOnMeProject for a project's slot): the person, a subject the agent reads first, the old and
 * new times in `Content`, and for a move to a slot linked to an appointment, `AppointmentID` with an
 * `AgendaComment`, as a booking's lead. Every one carries the visit's reference (its first booking,
 * the same as in the booking's lead) and its own (`CustomStr1`), so a duplicate can be told apart.
 * The person is named as they booked, in one piece (a booking keeps the full name) in `Name`; their
 * consent to mails (`IsReceivedEmail`) is not sent, so the CRM keeps what it holds.
 */
import type { CrmLead, VisitChange } from '../adapter';
import { compact, phoneParams, visitReference, type Params } from './leads';
import { LANGUAGE_IDS } from './wire';

const SUBJECTS = {
  cancelled: { visitor: 'Website: visit cancelled', agency: 'Website: visit cancelled (the slot was cancelled)' },
  moved: { visitor: 'Website: visit moved', agency: 'Website: visit moved' },
} as const satisfies Record<VisitChange['kind'], Record<VisitChange['by'], string>>;

/** The change's own reference: one per booking cancelled or moved away from. */
export const visitChangeReference = (change: Pick<VisitChange, 'kind' | 'bookingId'>) => `vitrine:visit-${change.kind}:${change.bookingId}`;

export function omnicasaVisitLead(change: VisitChange): CrmLead {
  const reference = visitChangeReference(change);
  const visit = visitReference(change.originBookingId);
  const lines =
    change.kind === 'moved' && change.to
      ? [`Moved from: ${change.was}`, `Moved to: ${change.to.when}`]
      : [
          `Cancelled visit: ${change.was}`,
          change.by === 'agency' ? 'Cancelled by the agency (the slot), the visitor was told by mail' : 'Cancelled by the visitor',
        ];
  if (change.wasAppointmentId !== null) lines.push(`Was on CRM appointment: ${change.wasAppointmentId}`);
  const content = [...lines, `Visit: ${visit}`, `Reference: ${reference}`].join('\n');
  const appointment: Params =
    change.kind === 'moved' && change.to?.appointmentId
      ? {
          AppointmentID: change.to.appointmentId,
          AgendaComment: `Moved on the website by ${change.visitor.name} from ${change.was} to ${change.to.when}. Reference: ${reference}`,
        }
      : {};
  const project = change.propertyId === null && change.projectId !== null;
  const params: Params = {
    ...(project ? { ProjectIDs: [change.projectId] } : { ObjectID: change.propertyId }),
    Name: change.visitor.name,
    Email: change.visitor.email,
    ...phoneParams(change.visitor.phone),
    LanguageId: LANGUAGE_IDS[change.lang] ?? LANGUAGE_IDS.nl,
    ...appointment,
    Subject: SUBJECTS[change.kind][change.by],
    Content: content,
    CustomStr1: reference,
  };
  return { crm: 'omnicasa', request: { endpoint: project ? 'ContactOnMeProject' : 'ContactOnMe', params: compact(params) } };
}
