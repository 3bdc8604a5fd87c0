/**
 * The testimonials the agency approved (`npm run submissions -- approve ID`), for the testimonials
 * module: read at request time from the database (lib/platform/dal/testimonials.ts), so approving one shows it
 * without a redeploy.
 */
import 'server-only';
import { getDb } from '@/lib/platform/db/client';
import { approvedTestimonials, type PublicTestimonial } from '@/lib/platform/dal/testimonials';
import type { Lang } from '@/lib/catalogue/data/types';

export type { PublicTestimonial };

/** Newest first; throws when the database does not answer. */
export async function publicTestimonials(lang: Lang): Promise<PublicTestimonial[]> {
  return approvedTestimonials(await getDb(), lang);
}
