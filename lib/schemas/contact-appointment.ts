/**
 * A visit request (detail page): the visitor picks one of the contact time slots of site config
 * ("10:00-13:00") and may name days that suit. Thank-you page contact-appointment.
 */
import { z } from 'zod';
import { line, optionalParagraph, optionalUpcomingDate, recordId } from './fields';
import { newsletterOptIn, person } from './person';

export const contactAppointmentSchema = z.object({
  propertyId: recordId(),
  ...person,
  /** The slot as "from-to"; checked against site config on the server. */
  contactTime: line('contactTime', 20).refine((v) => /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(v), { message: 'contactTime' }),
  /** A day that suits, from today on (Brussels). */
  preferredDate: optionalUpcomingDate('visitDate'),
  remark: optionalParagraph(2_000),
  ...newsletterOptIn,
});
export type ContactAppointment = z.output<typeof contactAppointmentSchema>;
