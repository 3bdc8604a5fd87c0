/** An enquiry about a new-build project (project detail page): thank-you page contact-construction. */
import { z } from 'zod';
import { optionalParagraph, recordId } from './fields';
import { newsletterOptIn, person } from './person';

export const contactConstructionSchema = z.object({
  projectId: recordId(),
  ...person,
  remark: optionalParagraph(2_000),
  ...newsletterOptIn,
});
export type ContactConstruction = z.output<typeof contactConstructionSchema>;
