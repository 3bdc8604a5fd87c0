/** The footer's newsletter sign-up: an address, confirmed by a link in a mail (double opt-in). */
import { z } from 'zod';
import { email } from './fields';

export const newsletterSchema = z.object({ email: email() });
export type NewsletterSignUp = z.output<typeof newsletterSchema>;
