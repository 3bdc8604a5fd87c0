/** The free valuation: the property to value and what the owner means to do with it. */
import { z } from 'zod';
import { choice, line, optionalParagraph, zip } from './fields';
import { OWNER_GOALS } from './constants';
import { newsletterOptIn, person } from './person';

export { OWNER_GOALS };

export const contactDemandSchema = z.object({
  ...person,
  /** The property's address (the spec's "demand address"). */
  street: line('demandAddress', 120),
  zip: zip(),
  city: line('city', 60),
  /** A property type id of the catalogue, if the owner says. */
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{1,6}$/, { message: 'types' })
      .optional(),
  ),
  goal: choice(OWNER_GOALS, 'goal'),
  remark: optionalParagraph(2_000),
  ...newsletterOptIn,
});
export type ContactDemand = z.output<typeof contactDemandSchema>;
