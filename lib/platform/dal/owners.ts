/**
 * Owner accounts and which properties each sees. Accounts are made by the agency's command
 * (`npm run owner`), never by a visitor; passwords, sessions and links are Better Auth's (lib/owner/auth).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { ownerAccounts, ownerProperties, owners, ownerSessions, ownerVerifications } from '@/lib/platform/db/schema';
import { FORGET_FAILURES_SECONDS, purgeLoginFailures } from './login-failures';

/** Better Auth's access to the owner tables (lib/owner/auth/auth.ts): accounts, sessions, password links. */
export const authAdapter = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    transaction: true,
    schema: { owners, ownerSessions, ownerAccounts, ownerVerifications },
  });

/** Gives an owner a password login (the demo owner of `npm run dev`, benchmarks); `passwordHash` from lib/platform/security/password.ts. */
export async function addPasswordLogin(db: Database, ownerId: string, passwordHash: string): Promise<void> {
  await db
    .insert(ownerAccounts)
    .values({ id: randomUUID(), accountId: ownerId, providerId: 'credential', userId: ownerId, password: passwordHash });
}

export type OwnerRow = typeof owners.$inferSelect;

export interface NewOwner {
  name: string;
  email: string;
  username?: string;
  lang: string;
}

export interface OwnerSummary {
  id: string;
  name: string;
  email: string;
  username: string | null;
  lang: string;
  disabled: boolean;
  hasPassword: boolean;
  properties: number[];
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** A new owner, without a password until they follow the link the command sends. */
export async function createOwner(db: Database, owner: NewOwner, propertyIds: readonly number[] = []): Promise<OwnerRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(owners)
      .values({
        id: randomUUID(),
        name: owner.name.trim(),
        email: normalizeEmail(owner.email),
        username: owner.username ? normalizeUsername(owner.username) : null,
        displayUsername: owner.username?.trim() ?? null,
        lang: owner.lang,
      })
      .returning();
    if (propertyIds.length)
      await tx
        .insert(ownerProperties)
        .values(propertyIds.map((propertyId) => ({ ownerId: row!.id, propertyId })))
        .onConflictDoNothing();
    return row!;
  });
}

/** An owner by id, e-mail or username (each compared as stored: lower case). */
export async function findOwner(db: Database, who: string): Promise<OwnerRow | null> {
  const key = who.trim();
  const [row] = await db
    .select()
    .from(owners)
    .where(or(eq(owners.id, key), eq(owners.email, normalizeEmail(key)), eq(owners.username, normalizeUsername(key))))
    .limit(1);
  return row ?? null;
}

export async function listOwners(db: Database): Promise<OwnerSummary[]> {
  const rows = await db
    .select({
      id: owners.id,
      name: owners.name,
      email: owners.email,
      username: owners.username,
      lang: owners.lang,
      disabledAt: owners.disabledAt,
      hasPassword: sql<boolean>`exists (select 1 from ${ownerAccounts} where ${ownerAccounts.userId} = ${owners.id} and ${ownerAccounts.password} is not null)`,
      properties: sql<
        number[]
      >`coalesce((select array_agg(${ownerProperties.propertyId} order by ${ownerProperties.propertyId}) from ${ownerProperties} where ${ownerProperties.ownerId} = ${owners.id}), '{}')`,
    })
    .from(owners)
    .orderBy(asc(owners.email));
  return rows.map(({ disabledAt, ...row }) => ({ ...row, disabled: disabledAt !== null }));
}

/** Disables (ending every session at once) or enables an owner; false when there is no such owner. */
export async function setOwnerDisabled(db: Database, ownerId: string, disabled: boolean, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(owners)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(owners.id, ownerId))
      .returning({ id: owners.id });
    if (disabled) await tx.delete(ownerSessions).where(eq(ownerSessions.userId, ownerId));
    return updated.length > 0;
  });
}

/**
 * Removes an owner for good (the agency's `owner remove`, e.g. on a GDPR erasure request): the account,
 * its password, sessions, links and property links. The statistics belong to the properties and stay.
 */
export async function removeOwner(db: Database, ownerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(ownerVerifications).where(eq(ownerVerifications.value, ownerId));
    const removed = await tx.delete(owners).where(eq(owners.id, ownerId)).returning({ id: owners.id });
    return removed.length > 0;
  });
}

/**
 * Voids every password link of the owner still out (the rows of owner_verifications hold the owner's id
 * as their value; their identifier is hashed): once a password is set or changed, no older link may set
 * another. How many were voided.
 */
export async function revokePasswordLinks(db: Database, ownerId: string): Promise<number> {
  const removed = await db.delete(ownerVerifications).where(eq(ownerVerifications.value, ownerId)).returning({ id: ownerVerifications.id });
  return removed.length;
}

/** Whether the owner exists and is not disabled: a session is made, and kept, only for such an owner. */
export async function isActiveOwner(db: Database, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(and(eq(owners.id, ownerId), isNull(owners.disabledAt)));
  return !!row;
}

export async function linkProperties(db: Database, ownerId: string, propertyIds: readonly number[]): Promise<void> {
  if (!propertyIds.length) return;
  await db
    .insert(ownerProperties)
    .values(propertyIds.map((propertyId) => ({ ownerId, propertyId })))
    .onConflictDoNothing();
}

export async function unlinkProperties(db: Database, ownerId: string, propertyIds: readonly number[]): Promise<void> {
  if (!propertyIds.length) return;
  await db.delete(ownerProperties).where(and(eq(ownerProperties.ownerId, ownerId), inArray(ownerProperties.propertyId, [...propertyIds])));
}

/** The owner's property ids, in order. */
export async function propertyIdsOf(db: Database, ownerId: string): Promise<number[]> {
  const rows = await db
    .select({ id: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, ownerId))
    .orderBy(asc(ownerProperties.propertyId));
  return rows.map((row) => row.id);
}

/** The ownership check: whether `propertyId` is one of the owner's. */
export async function ownsProperty(db: Database, ownerId: string, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(and(eq(ownerProperties.ownerId, ownerId), eq(ownerProperties.propertyId, propertyId)));
  return !!row;
}

/** Housekeeping: sessions and password links past their end, failed logins nobody needs any more. */
export async function purgeOwnerState(db: Database, now = new Date()): Promise<void> {
  await db.delete(ownerSessions).where(lt(ownerSessions.expiresAt, now));
  await db.delete(ownerVerifications).where(lt(ownerVerifications.expiresAt, now));
  await purgeLoginFailures(db, FORGET_FAILURES_SECONDS, now);
}
