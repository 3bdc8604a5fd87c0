/**
 * The desk's rules as plain values (docs/decisions/0058): who may do what, how long a staff session
 * lives, and its cookie. Pure, for the desk's gate, its commands and their tests. Every page, route
 * handler and server action of the desk asks `may` for itself, on the server; the menu only hides
 * what `may` would refuse.
 */

export const ROLES = ['admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Everything the desk does, by area. */
export const ACTIONS = [
  // Visits: a calendar per property and per agent; slots, one or a series; bookings; cancellations.
  'visits.view',
  'visits.publish',
  'visits.cancel',
  // Leads: every submission, its mails and its CRM push.
  'leads.view',
  'leads.retry',
  'leads.handle',
  // Testimonials: approve or reject.
  'testimonials.moderate',
  // Owners: accounts, their properties, welcome links, revocation.
  'owners.manage',
  // A person's data: export and erasure (GDPR).
  'privacy.export',
  'privacy.erase',
  // The CRM link: its syncs, held-back records and alerts; a sync now.
  'crm.view',
  'crm.sync',
  // Staff accounts, and the log of what was done at the desk.
  'staff.manage',
  'audit.view',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What an agent may do at all; an administrator may do everything. */
const AGENT_ACTIONS: ReadonlySet<Action> = new Set([
  'visits.view',
  'visits.publish',
  'visits.cancel',
  'leads.view',
  'leads.retry',
  'leads.handle',
]);

/** Actions on a visit slot: an agent takes them only on slots of their own (the slot's agent is theirs). */
const SLOT_ACTIONS: ReadonlySet<Action> = new Set(['visits.publish', 'visits.cancel']);

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The catalogue's agent (team.json) this account is, if any. */
  agentId: string | null;
}

/**
 * Whether `who` may take `action`; `slotAgentId` is the agent of the slot acted on (or to be made), for
 * the visit actions. An agent without an agent id in the catalogue has no slots of their own.
 */
export function may(who: Pick<StaffMember, 'role' | 'agentId'>, action: Action, slotAgentId?: string | null): boolean {
  if (who.role === 'admin') return true;
  if (!AGENT_ACTIONS.has(action)) return false;
  if (SLOT_ACTIONS.has(action) && slotAgentId !== undefined) return !!who.agentId && slotAgentId === who.agentId;
  return true;
}

/** Administrators sign in with a second factor (TOTP); the desk asks them to set it up before anything else. */
export const needsSecondFactor = (role: Role) => role === 'admin';

/** A staff session unused for this long ends (idle expiry); each use moves the end forward. */
export const IDLE_SECONDS = 30 * 60;
/** How often a used session's end is moved forward. */
export const REFRESH_SECONDS = 5 * 60;
/** No staff session lives longer than a working day, used or not. */
export const ABSOLUTE_SECONDS = 10 * 60 * 60;
/** The link `npm run staff -- add` prints, and an administrator's welcome link: valid this long, once. */
export const WELCOME_LINK_SECONDS = 3 * 24 * 60 * 60;
/** The time between the password and the second factor at sign-in. */
export const SECOND_FACTOR_SECONDS = 5 * 60;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** The session cookie: `__Host-` (Secure, Path=/, no Domain) on https; a plain name on http://localhost. */
export function staffSessionCookie(siteUrl: string): { name: string; secure: boolean } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return secure ? { name: '__Host-vitrine-staff', secure } : { name: 'vitrine-staff', secure };
}
