/**
 * The agency's slot commands (`npm run visits`): add a slot (checked against the catalogue, the rules
 * and the slots already there), list slots with their bookings and places left, cancel a slot with its
 * bookings and tell each booker by mail, all in one transaction (the mails wait in the outbox: none is
 * lost).
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { getProject, getProperty, getSite, getTeamMember, siteLanguages } from '@/lib/catalogue/data';
import { bookingState } from '@/lib/platform/dal/booking-state';
import {
  cancelSlot as cancelRows,
  insertFreeSlot,
  retryFailedVisitLeads,
  slotsWithBookings,
  subjectOf,
  visitLeadStates,
  type BookingRow,
  type SlotRow,
  type SlotWithBookings,
  type VisitSubject,
} from '@/lib/platform/dal/visit-slots';
import type { CrmAdapter } from '@/lib/agency/crm';
import { visitLeads } from './crm';
import { slotCancelledMails } from './mails';
import { SLOT_CAPACITY, SLOT_LABEL_MAX, SLOT_MINUTES } from './rules';
import { brusselsLocal, commandTime, parseBrusselsLocal } from '../../platform/brussels-time';

export interface SlotRequest {
  subject: VisitSubject;
  /** Brussels wall time, `2026-12-03T14:00`. */
  start: string;
  minutes: number;
  capacity: number;
  label?: string;
  agentId?: string;
  /** The CRM's appointment (Omnicasa's AppointmentID) as typed: a booking's lead attaches the visitor to it. */
  crmAppointment?: string;
}

export type AddSlotResult = { ok: true; slot: SlotRow } | { ok: false; error: string };

/** Whether the catalogue has the property (or project), in any of the site's languages. */
export function subjectInCatalogue(subject: VisitSubject): boolean {
  return siteLanguages(getSite()).some((lang) =>
    'propertyId' in subject ? getProperty(lang, subject.propertyId) : getProject(lang, subject.projectId),
  );
}

const subjectName = (subject: VisitSubject) =>
  'propertyId' in subject ? `property ${subject.propertyId}` : `project ${subject.projectId}`;

/** The largest id the column holds (PostgreSQL's integer). */
const CRM_APPOINTMENT_MAX = 2_147_483_647;

/** A CRM appointment's id as typed (`--crm-appointment 12345`): a positive whole number, or null. */
export function parseCrmAppointment(value: string): number | null {
  if (!/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= CRM_APPOINTMENT_MAX ? id : null;
}

/** The errors of a slot request, each one a sentence the agency can act on; empty when it may be added. */
export function checkSlot(request: SlotRequest, now = new Date()): { errors: string[]; startsAt?: Date } {
  const errors: string[] = [];
  if (!subjectInCatalogue(request.subject)) errors.push(`${subjectName(request.subject)} is not in the catalogue`);
  const start = parseBrusselsLocal(request.start);
  let startsAt: Date | undefined;
  if (!start.ok)
    errors.push(
      start.reason === 'nonexistent'
        ? `--start ${request.start}: that time does not exist in Brussels (the clocks go forward from 02:00 to 03:00 that night)`
        : `--start ${request.start}: expected a Brussels date and time as 2026-12-03T14:00`,
    );
  else if (start.at <= now) errors.push(`--start ${request.start}: that time is past`);
  else startsAt = start.at;
  if (!Number.isInteger(request.minutes) || request.minutes < SLOT_MINUTES.min || request.minutes > SLOT_MINUTES.max)
    errors.push(`--minutes: a whole number from ${SLOT_MINUTES.min} to ${SLOT_MINUTES.max}`);
  if (!Number.isInteger(request.capacity) || request.capacity < SLOT_CAPACITY.min || request.capacity > SLOT_CAPACITY.max)
    errors.push(`--capacity: a whole number from ${SLOT_CAPACITY.min} to ${SLOT_CAPACITY.max}`);
  if (request.label !== undefined && (!request.label.trim() || request.label.length > SLOT_LABEL_MAX || /[\r\n]/.test(request.label)))
    errors.push(`--label: one line of 1 to ${SLOT_LABEL_MAX} characters`);
  if (request.agentId !== undefined && !getTeamMember(request.agentId))
    errors.push(`--agent ${request.agentId}: no team member with that ID (data/team.json)`);
  if (request.crmAppointment !== undefined && parseCrmAppointment(request.crmAppointment) === null)
    errors.push(
      `--crm-appointment ${request.crmAppointment}: expected the CRM appointment's number, a whole number from 1 to ${CRM_APPOINTMENT_MAX}`,
    );
  return errors.length ? { errors } : { errors, startsAt };
}

/**
 * Adds a slot the rules allow that shares no time with a live slot of the same property (or project),
 * nor with another of its agent's (lib/platform/dal/visit-slots.ts, `insertFreeSlot`).
 */
export async function addSlot(db: Database, request: SlotRequest, now = new Date()): Promise<AddSlotResult> {
  const { errors, startsAt } = checkSlot(request, now);
  if (errors.length || !startsAt) return { ok: false, error: errors.join('\n') };
  const added = await insertFreeSlot(db, {
    subject: request.subject,
    startsAt,
    minutes: request.minutes,
    capacity: request.capacity,
    label: request.label?.trim() ?? null,
    agentId: request.agentId ?? null,
    crmAppointmentId: request.crmAppointment === undefined ? null : parseCrmAppointment(request.crmAppointment),
  });
  return 'slot' in added
    ? { ok: true, slot: added.slot }
    : { ok: false, error: added.clashes.map((clash) => clashError(request, clash)).join('\n') };
}

/**
 * Why a slot sharing time with the one asked for refuses it: of the same property (or project), a
 * visitor would be offered both, the same time twice when they start together; shown by the same
 * agent, the agent would be expected in two places.
 */
export function clashError(request: SlotRequest, clash: SlotRow): string {
  const from = commandTime(clash.startsAt);
  const to = brusselsLocal(new Date(clash.startsAt.getTime() + clash.minutes * 60_000)).slice(11);
  const clashSubject = subjectName(subjectOf(clash));
  const same = clashSubject === subjectName(request.subject);
  const whose = same ? `${clashSubject} has slot ${clash.id}` : `agent ${clash.agentId} shows slot ${clash.id} (${clashSubject})`;
  return `--start ${request.start}: ${whose} from ${from} to ${to}, which this one would overlap; pick another time, or cancel slot ${clash.id} first (npm run visits -- cancel ${clash.id})`;
}

/** Slots from today on (or all), each with its bookings and places left. */
export async function listSlots(
  db: Database,
  { subject, from }: { subject?: VisitSubject; from?: Date } = {},
): Promise<SlotWithBookings[]> {
  return slotsWithBookings(db, { subject, from });
}

/**
 * Cancels a slot and its bookings, queuing a mail to each booker and, with a CRM (by default the
 * environment's), a lead of each cancelled booking (./crm.ts); who was told. Null: no such slot.
 */
export async function cancelSlot(
  db: Database,
  id: number,
  { crm }: { crm?: CrmAdapter | null } = {},
): Promise<{ slot: SlotRow; bookers: BookingRow[]; already: boolean } | null> {
  return cancelRows(db, id, { mails: slotCancelledMails, messageDomain: new URL(getSite().url).hostname, lead: visitLeads('agency', crm) });
}

/** One line about a slot for the agency: `12  2026-12-03 14:00 (30 min)  property 4101  2/3 booked  Kijkdag`. */
export function slotLine(slot: SlotWithBookings): string {
  const booked = slot.bookings.filter((booking) => booking.status === 'booked').length;
  return [
    String(slot.id).padStart(4),
    `${commandTime(slot.startsAt)} (${slot.minutes} min)`,
    subjectName(slot.propertyId !== null ? { propertyId: slot.propertyId } : { projectId: slot.projectId! }),
    slot.cancelledAt ? 'cancelled' : `${booked}/${slot.capacity} booked, ${slot.placesLeft} left`,
    ...(slot.agentId ? [`agent ${slot.agentId}`] : []),
    ...(slot.crmAppointmentId !== null ? [`CRM appointment ${slot.crmAppointmentId}`] : []),
    ...(slot.label ? [slot.label] : []),
  ].join('  ');
}

/** A booking's status as the agency reads it: the owner's (lib/platform/dal/visit-slots.ts bookingState), in words. */
const STATUS_WORDS = { booked: 'booked', cancelled: 'cancelled', 'took-place': 'took place' } as const;

/**
 * One line about a booking under its slot, for the agency (who booked is theirs to see): its status
 * (booked, cancelled, or took place once the slot has ended), the visitor, when it was booked.
 */
export function bookingLine(
  slot: SlotWithBookings,
  booking: BookingRow,
  now = new Date(),
  crm?: { status: string; lastError: string | null },
): string {
  const status =
    STATUS_WORDS[
      bookingState(
        { status: booking.status, slotCancelled: slot.cancelledAt !== null, startsAt: slot.startsAt, minutes: slot.minutes },
        now,
      )
    ];
  // The CRM's lead of this booking's cancellation or move: the agency sees one the CRM refused.
  const lead = crm ? `  crm: ${crm.status}${crm.status === 'failed' && crm.lastError ? ` (${crm.lastError})` : ''}` : '';
  return `        ${status.padEnd(10)}  ${booking.name} <${booking.email}>${booking.phone ? `  ${booking.phone}` : ''}  ${booking.lang}  booked ${commandTime(booking.createdAt)}${booking.reminderSentAt ? '  reminded' : ''}${lead}`;
}

/** The CRM's leads of the bookings' cancellations and moves, by booking id (`bookingLine` shows them). */
export function changeLeads(db: Database, slots: SlotWithBookings[]) {
  return visitLeadStates(
    db,
    slots.flatMap((slot) => slot.bookings.filter((booking) => booking.status === 'cancelled').map((booking) => booking.id)),
  );
}

/** The failed leads of bookings' cancellations and moves queued again; how many. */
export function retryCrmLeads(db: Database): Promise<number> {
  return retryFailedVisitLeads(db);
}
