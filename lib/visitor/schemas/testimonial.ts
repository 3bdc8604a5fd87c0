/**
 * A testimonial: stored for moderation and shown on the testimonials page once the agency approves
 * it. The e-mail address is for the agency only, never shown.
 */
import { z } from 'zod';
import { email, line, optionalLine, paragraph, website } from './fields';
import { optionalUpload, UPLOADS } from './upload';

export const testimonialSchema = z.object({
  name: line('name', 80),
  email: email(),
  about: optionalLine(120),
  website: website(),
  comment: paragraph('comment', 2_000),
  image: optionalUpload(UPLOADS.image),
});
export type Testimonial = z.output<typeof testimonialSchema>;
