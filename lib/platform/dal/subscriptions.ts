/** Confirming and stopping what a person signed up for: the newsletter, a search of the demand register. */
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import type { Transaction } from './submissions';
import { newsletterSubscribers, searches } from '@/lib/platform/db/schema';

/** True when the address was signed up (and is now confirmed). */
export async function confirmNewsletter(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

export async function stopNewsletter(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(eq(newsletterSubscribers.email, email))
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

/** Confirms the search of a demand-register submission, unless it was stopped. */
export async function confirmSavedSearch(db: Database, submissionId: string): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${searches.confirmedAt}, now())` })
    .where(and(eq(searches.submissionId, submissionId), isNull(searches.stoppedAt)))
    .returning({ id: searches.id });
  return rows.length > 0;
}

export async function stopSavedSearch(db: Database, submissionId: string): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ status: 'stopped', stoppedAt: sql`now()` })
    .where(eq(searches.submissionId, submissionId))
    .returning({ id: searches.id });
  return rows.length > 0;
}

/** Stops a search named by its own id (the signed stop link of an alert mail); a second stop keeps the first time. */
export async function stopSavedSearchById(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ status: 'stopped', stoppedAt: sql`coalesce(${searches.stoppedAt}, now())` })
    .where(eq(searches.id, id))
    .returning({ id: searches.id });
  return rows.length > 0;
}

/** Signs an address up as pending (a confirmed one stays confirmed; one that stopped is pending again). */
export async function signUpForNewsletter(tx: Transaction, email: string, lang: string): Promise<void> {
  await tx
    .insert(newsletterSubscribers)
    .values({ email, lang })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        lang,
        status: sql`case when ${newsletterSubscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
        unsubscribedAt: null,
      },
    });
}
