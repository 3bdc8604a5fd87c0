/**
 * A visit request (detail page), in one of two modes. With a `slot` (one of the property's published
 * visit slots, docs/decisions/0042): the visitor books that time. Without: the visitor picks one of the
 * contact time slots of site config ("10:00-13:00") and may name days that suit, as before slots
 * existed. Thank-you page contact-appointment either way.
 */
import { z } from 'zod';
import { optionalLine, optionalParagraph, optionalUpcomingDate, recordId } from './fields';
import { newsletterOptIn, person } from './person';

const CONTACT_TIME = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

export const contactAppointmentSchema = z
  .object({
    propertyId: recordId(),
    ...person,
    /** A published visit slot's id: book it (checked and taken on the server, lib/visitor/visits/booking.ts). */
    slot: z.preprocess((v) => (v === '' ? undefined : v), recordId().optional()),
    /** The time band as "from-to", required without a slot; checked against site config on the server. */
    contactTime: optionalLine(20).refine((v) => v === undefined || CONTACT_TIME.test(v), { message: 'contactTime' }),
    /** A day that suits, from today on (Brussels). */
    preferredDate: optionalUpcomingDate('visitDate'),
    remark: optionalParagraph(2_000),
    ...newsletterOptIn,
  })
  // Checked also when other fields are wrong (`when`), so the visitor hears of it in the same answer.
  .refine((data) => data.slot !== undefined || data.contactTime !== undefined, {
    path: ['contactTime'],
    message: 'contactTime',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type ContactAppointment = z.output<typeof contactAppointmentSchema>;
