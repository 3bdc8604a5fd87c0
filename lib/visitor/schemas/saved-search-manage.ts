/**
 * Coming back to a search of the demand register (docs/product.md section 5: the password is for this): signing
 * in with the address and password, then changing what the search looks for or stopping it.
 */
import { z } from 'zod';
import { email } from './fields';
import { criteriaFields, withRanges, withZones } from './demand-register';

export const savedSearchLoginSchema = z.object({
  email: email(),
  password: z.preprocess((v) => v ?? '', z.string().min(1, { message: 'password' }).max(128, { message: 'passwordTooLong' })),
});
export type SavedSearchLogin = z.output<typeof savedSearchLoginSchema>;

export const savedSearchEditSchema = withZones(
  withRanges(
    z.object({
      /** What the sign-in gave: proof that this browser knew the password, for a while (lib/visitor/subscriptions/access.ts). */
      access: z.string().min(1).max(400),
      searchId: z.string().regex(/^[0-9a-f-]{36}$/),
      /** The button that sent the form; a browser's check runs before there is one, and Enter means save. */
      intent: z.preprocess((v) => (v === undefined || v === '' ? 'save' : v), z.enum(['save', 'stop'])),
      ...criteriaFields,
    }),
  ),
);
export type SavedSearchEdit = z.output<typeof savedSearchEditSchema>;
