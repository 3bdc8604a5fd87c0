/** Testimonials: stored as submissions ('pending'), shown once the agency approves them. */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { submissions, uploads } from '@/lib/platform/db/schema';

export interface PublicTestimonial {
  id: string;
  name: string;
  about: string | null;
  website: string | null;
  comment: string;
  hasImage: boolean;
  postedAt: Date;
}

/** The approved testimonials in a language, newest first; never the author's address. */
export async function approvedTestimonials(db: Database, lang: string, limit = 30): Promise<PublicTestimonial[]> {
  const rows = await db
    .select({ id: submissions.id, fields: submissions.fields, createdAt: submissions.createdAt })
    .from(submissions)
    .where(and(eq(submissions.form, 'testimonial'), eq(submissions.status, 'approved'), eq(submissions.lang, lang)))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  return rows.map(({ id, fields, createdAt }) => ({
    id,
    name: String(fields.name ?? ''),
    about: typeof fields.about === 'string' ? fields.about : null,
    website: typeof fields.website === 'string' ? fields.website : null,
    comment: String(fields.comment ?? ''),
    hasImage: typeof fields.image === 'string',
    postedAt: new Date(createdAt),
  }));
}

/** The photo of an approved testimonial, or null. */
export async function testimonialImage(db: Database, id: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: uploads.bytes, contentType: uploads.contentType })
    .from(uploads)
    .innerJoin(submissions, eq(submissions.id, uploads.submissionId))
    .where(
      and(
        eq(uploads.submissionId, id),
        eq(uploads.field, 'image'),
        eq(submissions.form, 'testimonial'),
        eq(submissions.status, 'approved'),
      ),
    )
    .limit(1);
  return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null;
}
