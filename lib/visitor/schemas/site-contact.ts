/** The contact module of menu pages: thank-you page site-contact; a failure says which fields are red. */
import { z } from 'zod';
import { paragraph } from './fields';
import { newsletterOptIn, optionalAddress, person } from './person';

export const siteContactSchema = z.object({
  ...person,
  ...optionalAddress(),
  remark: paragraph('remark', 4_000),
  ...newsletterOptIn,
});
export type SiteContact = z.output<typeof siteContactSchema>;
