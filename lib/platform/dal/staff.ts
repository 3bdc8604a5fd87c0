/**
 * The agency's staff accounts and the desk's log (docs/decisions/0058). Better Auth reads and writes the
 * account tables through `staffAuthAdapter`; what the agency does to accounts (make one, disable it) and
 * what the desk records of every action are here. Every function takes the database.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '@/lib/platform/db/client';
import { deskAudit, staff, staffAccounts, staffSessions, staffTwoFactors, staffVerifications } from '@/lib/platform/db/schema';
import type { Action, Role, StaffMember } from '@/lib/agency/desk/policy';
import { normalizeEmail } from './owners';

export const staffAuthAdapter = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    transaction: true,
    schema: { staff, staffSessions, staffAccounts, staffVerifications, staffTwoFactors },
  });

export type StaffRow = typeof staff.$inferSelect;

export interface NewStaff {
  name: string;
  email: string;
  role: Role;
  agentId?: string | null;
  lang: string;
}

export interface StaffSummary extends StaffMember {
  lang: string;
  disabled: boolean;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
}

/** A new staff account, without a password until its link is followed. */
export async function createStaff(db: Database, member: NewStaff): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({
      id: randomUUID(),
      name: member.name.trim(),
      email: normalizeEmail(member.email),
      role: member.role,
      agentId: member.agentId ?? null,
      lang: member.lang,
    })
    .returning();
  return row!;
}

/** A staff account by id or e-mail. */
export async function findStaff(db: Database, who: string): Promise<StaffRow | null> {
  const key = who.trim();
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`${staff.id} = ${key} or ${staff.email} = ${normalizeEmail(key)}`)
    .limit(1);
  return row ?? null;
}

export async function listStaff(db: Database): Promise<StaffSummary[]> {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      agentId: staff.agentId,
      lang: staff.lang,
      disabledAt: staff.disabledAt,
      twoFactorEnabled: staff.twoFactorEnabled,
      hasPassword: sql<boolean>`exists (select 1 from ${staffAccounts} where ${staffAccounts.userId} = ${staff.id} and ${staffAccounts.password} is not null)`,
    })
    .from(staff)
    .orderBy(asc(staff.email));
  return rows.map(({ disabledAt, role, ...row }) => ({ ...row, role: role as Role, disabled: disabledAt !== null }));
}

/** How many administrators can still sign in: the last one is never disabled or demoted. */
export async function activeAdministrators(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
  return row?.n ?? 0;
}

/** Disables (ending every session and voiding every link at once) or enables an account; false when there is none. */
export async function setStaffDisabled(db: Database, staffId: string, disabled: boolean, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(staff)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(staff.id, staffId))
      .returning({ id: staff.id });
    if (disabled) {
      await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
      await tx.delete(staffVerifications).where(eq(staffVerifications.value, staffId));
    }
    return updated.length > 0;
  });
}

/** Voids every password link of the account still out (their value is the account's id; their identifier is hashed). */
export async function revokeStaffPasswordLinks(db: Database, staffId: string): Promise<number> {
  const removed = await db.delete(staffVerifications).where(eq(staffVerifications.value, staffId)).returning({ id: staffVerifications.id });
  return removed.length;
}

/** Whether the account exists and is not disabled: a session is made, and kept, only for such an account. */
export async function isActiveStaff(db: Database, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)));
  return !!row;
}

export interface DeskEntry {
  /** Who did it: the signed-in account, or the command line (`id: 'command'`). */
  by: Pick<StaffMember, 'id' | 'email'>;
  action: Action | 'staff.sign-in' | 'staff.sign-out' | 'staff.second-factor';
  target?: string | null;
  /** `done`, or `refused` for an action the account may not take (logged all the same). */
  outcome?: 'done' | 'refused';
  details?: Record<string, unknown>;
}

/** Records a desk action; pass the action's transaction so that the action and its record stand or fall together. */
export async function recordDeskAction(db: Pick<Database, 'insert'>, entry: DeskEntry): Promise<void> {
  await db.insert(deskAudit).values({
    staffId: entry.by.id,
    staffEmail: entry.by.email,
    action: entry.action,
    target: entry.target ?? null,
    outcome: entry.outcome ?? 'done',
    details: entry.details ?? null,
  });
}

export type DeskAuditRow = typeof deskAudit.$inferSelect;

/** The desk's log, newest first, a page at a time: `before` is the last id of the previous page. */
export async function deskAuditPage(
  db: Database,
  { before, limit = 50 }: { before?: number; limit?: number } = {},
): Promise<DeskAuditRow[]> {
  return db
    .select()
    .from(deskAudit)
    .where(before ? lt(deskAudit.id, before) : undefined)
    .orderBy(desc(deskAudit.id))
    .limit(limit);
}
