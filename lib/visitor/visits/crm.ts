/**
 * What a connected CRM hears of a booked visit's cancellation or move (docs/decisions/0042, amendment
 * 4): the change as lib/agency/crm/adapter.ts's `VisitChange`, made into the adapter's lead and queued by
 * lib/platform/dal/visit-slots.ts in the change's own transaction, so a change that happened has its lead, in
 * the outbox beside the mails, delivered and retried as a submission's lead is (docs/decisions/0034).
 * Without a CRM, nothing.
 */
import 'server-only';
import { crmAdapter, type CrmAdapter, type VisitChange } from '@/lib/agency/crm';
import { getSite } from '@/lib/catalogue/data';
import type { VisitLeadOf } from '@/lib/platform/dal/visit-slots';
import { slotWhen } from './mails';

/**
 * The leads of changes made by `by`, for the CRM given (by default the environment's), or undefined
 * without one: the DAL then queues nothing.
 */
export function visitLeads(by: VisitChange['by'], crm: CrmAdapter | null = crmAdapter()): VisitLeadOf | undefined {
  if (!crm) return undefined;
  // The agency's language, as a booking's lead gives its time (lib/visitor/forms/definitions/property-enquiries.ts).
  const lang = getSite().defaultLanguage;
  return (booking, slot, to) => {
    const change: VisitChange = {
      kind: to ? 'moved' : 'cancelled',
      by,
      bookingId: booking.id,
      originBookingId: booking.originBookingId ?? booking.id,
      lang: booking.lang,
      propertyId: slot.propertyId,
      projectId: slot.projectId,
      visitor: { name: booking.name, email: booking.email, phone: booking.phone },
      was: slotWhen(slot, lang),
      wasAppointmentId: slot.crmAppointmentId,
      ...(to ? { to: { when: slotWhen(to, lang), appointmentId: to.crmAppointmentId } } : {}),
    };
    const lead = crm.visitLead(change);
    return lead ? { key: `visit-${change.kind}:${booking.id}`, lead } : null;
  };
}
