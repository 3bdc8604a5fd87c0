/** The footer's newsletter sign-up: an address, confirmed by a link in a mail (double opt-in). */
import { z } from 'zod';
import { email, type FormErrorKey } from './fields';

export const newsletterSchema = z.object({ email: email() });
/** Every error its field can have, in the browser (emailProblem, email.ts) and on the server (email()). */
export const NEWSLETTER_ERRORS = ['email', 'emailInvalid'] as const satisfies readonly FormErrorKey[];
export type NewsletterSignUp = z.output<typeof newsletterSchema>;
