/** More info about a property (detail page): thank-you page contact-me. */
import { z } from 'zod';
import { optionalParagraph, recordId } from './fields';
import { newsletterOptIn, person } from './person';

export const contactMeSchema = z.object({
  propertyId: recordId(),
  ...person,
  remark: optionalParagraph(2_000),
  ...newsletterOptIn,
});
export type ContactMe = z.output<typeof contactMeSchema>;
