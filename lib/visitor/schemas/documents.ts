/** A request for a property's documents: they are mailed as attachments; the form answers in place. */
import { z } from 'zod';
import { email, line, optionalPhone, recordId } from './fields';

export const documentsSchema = z.object({
  propertyId: recordId(),
  firstName: line('firstName', 60),
  lastName: line('lastName', 60),
  email: email(),
  phone: optionalPhone(),
});
export type DocumentsRequest = z.output<typeof documentsSchema>;
