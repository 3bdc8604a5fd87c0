/**
 * Single-use password links: a token Better Auth's reset-password consumes (`reset-password:<token>` in
 * owner_verifications), sent in a mail through the outbox. The agency's link to a new owner lives
 * longer than a forgot-password link (lib/owner/auth/policy.ts).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Database } from '@/lib/platform/db/client';
import { findOwner, revokePasswordLinks, type OwnerRow } from '@/lib/platform/dal/owners';
import { queueResetRequest } from '@/lib/platform/dal/outbox';
import type { OutboxResetRequest } from '@/lib/platform/db/schema';
import { getSite } from '@/lib/catalogue/data';
import type { Auth } from './auth';
import { passwordLinkUrl, sendPasswordLink } from './password-link-mail';
import { ownerLang, type OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { RESET_LINK_SECONDS, WELCOME_LINK_SECONDS } from './policy';

/** Issues a link for `owner`, queues its mail in `lang` (the owner's own by default) and returns its URL. */
export async function issuePasswordLink(
  auth: Auth,
  db: Database,
  owner: Pick<OwnerRow, 'id' | 'email' | 'name' | 'lang'>,
  kind: 'welcome' | 'reset',
  lang?: OwnerLang,
): Promise<string> {
  const context = await auth.$context;
  // 192 bits, URL-safe.
  const token = randomBytes(24).toString('base64url');
  const seconds = kind === 'welcome' ? WELCOME_LINK_SECONDS : RESET_LINK_SECONDS;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: owner.id,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  const mailLang = lang ?? ownerLang(owner.lang);
  await sendPasswordLink(db, { kind, to: owner.email, name: owner.name, lang: mailLang, token });
  return passwordLinkUrl(mailLang, token);
}

/**
 * The forgot-password page's request: one row in the outbox, the same whether `login` names an account or
 * not, so the answer takes the same time either way and never waits on the mail.
 * The mail worker resolves it (resolveResetRequest).
 */
export async function requestPasswordReset(db: Database, login: string, lang: OwnerLang): Promise<void> {
  await queueResetRequest(db, { login, lang }, new URL(getSite().url).hostname);
}

/** A queued request, resolved: a link and its mail for an active owner, nothing for anyone else. */
export async function resolveResetRequest(auth: Auth, db: Database, request: OutboxResetRequest): Promise<void> {
  const owner = await findOwner(db, request.login);
  if (owner && !owner.disabledAt) await issuePasswordLink(auth, db, owner, 'reset', ownerLang(request.lang));
}

/**
 * Changes the signed-in owner's password (the portal's form; `headers` carry the session), ends their
 * other sessions and voids every password link still out: a link mailed before the change must not undo it.
 * Throws Better Auth's APIError when the current password is wrong.
 */
export async function changeOwnerPassword(
  auth: Auth,
  db: Database,
  passwords: { current: string; next: string },
  headers: Headers,
): Promise<void> {
  const { user } = await auth.api.changePassword({
    body: { currentPassword: passwords.current, newPassword: passwords.next, revokeOtherSessions: true },
    headers,
  });
  await revokePasswordLinks(db, user.id);
}
