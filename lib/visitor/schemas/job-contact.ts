/** A job application with a CV (PDF or DOCX, checked by content on the server). */
import { z } from 'zod';
import { optionalParagraph } from './fields';
import { person } from './person';
import { upload, UPLOADS } from './upload';

export const jobContactSchema = z.object({
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  phone: person.phone,
  remark: optionalParagraph(4_000),
  cv: upload(UPLOADS.cv),
});
export type JobContact = z.output<typeof jobContactSchema>;
