/**
 * Links in mails that change a subscription: confirm a newsletter address or a search (double
 * opt-in), stop either. Signed, not stored: `purpose.subject.expiry.signature`, where the subject is
 * an address (newsletter), a submission id (search, from the confirmation mail) or a search id (alert
 * mails: a search outlives its submission, which the retention removes). Following one lands on a page that asks for
 * one more click (a mail scanner that follows links confirms nothing); the stop link also answers
 * RFC 8058's one-click POST (app/api/unsubscribe).
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@/lib/catalogue/data/types';
import { SUBSCRIPTION_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { purposeKey } from '@/lib/platform/security/secret';

export const LINK_PURPOSES = ['newsletter-confirm', 'newsletter-stop', 'search-confirm', 'search-stop', 'alert-stop'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const LIFETIME_MS: Record<LinkPurpose, number> = {
  'newsletter-confirm': 7 * 24 * 60 * 60_000,
  'search-confirm': 7 * 24 * 60 * 60_000,
  // Stop links work as long as mails carrying them may be read.
  'newsletter-stop': 5 * 365 * 24 * 60 * 60_000,
  'search-stop': 5 * 365 * 24 * 60 * 60_000,
  'alert-stop': 5 * 365 * 24 * 60 * 60_000,
};

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function linkToken(purpose: LinkPurpose, subject: string, now = Date.now(), key = purposeKey('mail-link')): string {
  const payload = `${purpose}.${Buffer.from(subject).toString('base64url')}.${(now + LIFETIME_MS[purpose]).toString(36)}`;
  return `${payload}.${sign(payload, key)}`;
}

export function readLinkToken(
  token: string,
  now = Date.now(),
  key = purposeKey('mail-link'),
): { purpose: LinkPurpose; subject: string } | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [purpose, subject, expiry, signature] = parts as [string, string, string, string];
  if (!(LINK_PURPOSES as readonly string[]).includes(purpose)) return null;
  const expected = Buffer.from(sign(`${purpose}.${subject}.${expiry}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parseInt(expiry, 36) < now) return null;
  return { purpose: purpose as LinkPurpose, subject: Buffer.from(subject, 'base64url').toString('utf8') };
}

/** The page a link leads to, in the mail's language. */
export function subscriptionLink(lang: Lang, purpose: LinkPurpose, subject: string): string {
  return `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/?token=${linkToken(purpose, subject)}`;
}

/** The one-click stop address of RFC 8058 (List-Unsubscribe); its answer speaks the mail's language. */
export type StopPurpose = Extract<LinkPurpose, `${string}-stop`>;

export function oneClickStop(lang: Lang, purpose: StopPurpose, subject: string): string {
  return `/api/unsubscribe/?token=${linkToken(purpose, subject)}&lang=${lang}`;
}
