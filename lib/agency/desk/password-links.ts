/**
 * A staff account's single-use link to set its password: a token Better Auth's reset-password consumes
 * (`reset-password:<token>` in staff_verifications, stored hashed), valid WELCOME_LINK_SECONDS. The first
 * administrator's comes from `npm run staff -- add`; the others' from an administrator at the desk.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { StaffRow } from '@/lib/platform/dal/staff';
import { absoluteUrl } from '@/lib/agency/mail/site';
import type { StaffAuth } from './auth';
import { deskPath, isDeskLang } from './paths';
import { WELCOME_LINK_SECONDS } from './policy';

/** Issues a link for `member` and returns its address, in the account's language. */
export async function issueStaffPasswordLink(auth: StaffAuth, member: Pick<StaffRow, 'id' | 'lang'>): Promise<string> {
  const context = await auth.$context;
  // 192 bits, URL-safe.
  const token = randomBytes(24).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: member.id,
    expiresAt: new Date(Date.now() + WELCOME_LINK_SECONDS * 1000),
  });
  const lang = isDeskLang(member.lang) ? member.lang : 'en';
  return absoluteUrl(`${deskPath(lang, 'password')}?token=${encodeURIComponent(token)}`);
}
