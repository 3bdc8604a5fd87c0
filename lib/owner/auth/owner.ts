/**
 * The owner area's one gate (the Next.js data-security guide: every page, route handler and server
 * action checks for itself; proxy.ts is not the gate). `ownedProperty` is the single ownership
 * check: another owner's property and a property that does not exist look the same, a 404.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/platform/db/client';
import { ownsProperty, propertyIdsOf } from '@/lib/platform/dal/owners';
import { ownerNotFoundPath, ownerPath } from '@/lib/catalogue/routing/app-paths';
import { getAuth } from './auth';
import { ownerLang, type OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { ABSOLUTE_SECONDS } from './policy';

export interface SignedInOwner {
  id: string;
  name: string;
  email: string;
  lang: OwnerLang;
}

/**
 * The signed-in owner of this request, or null: a session the database still has, not idle too long
 * (Better Auth), not older than the absolute limit (here: such a session is ended), of an owner the
 * agency has not disabled (disabling deletes the sessions).
 */
export const currentOwner = cache(async (requestHeaders?: Headers): Promise<SignedInOwner | null> => {
  // The request first: a page that reads it is rendered per request even when the database is down.
  const list = requestHeaders ?? (await headers());
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: list });
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() > ABSOLUTE_SECONDS * 1000) {
    await auth.api.revokeSession({ headers: list, body: { token: found.session.token } }).catch(() => undefined);
    return null;
  }
  const user = found.user as typeof found.user & { lang?: string };
  return { id: user.id, name: user.name, email: user.email, lang: ownerLang(user.lang) };
});

/** The signed-in owner, or a redirect to the login in `lang`. */
export async function requireOwner(lang: OwnerLang): Promise<SignedInOwner> {
  const owner = await currentOwner();
  if (!owner) redirect(ownerPath(lang, 'login'));
  return owner;
}

/** The ownership check: the owner when `propertyId` is one of theirs, else null. */
export async function ownedProperty(propertyId: unknown, requestHeaders?: Headers): Promise<SignedInOwner | null> {
  const owner = await currentOwner(requestHeaders);
  if (!owner) return null;
  const id = typeof propertyId === 'string' && /^\d{1,9}$/.test(propertyId) ? Number(propertyId) : propertyId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return (await ownsProperty(await getDb(), owner.id, id)) ? owner : null;
}

/**
 * For pages: the owner of `propertyId`, a redirect to the login without a session, else to the owner
 * area's 404 (the same for a property that is someone else's as for one that does not exist).
 */
export async function requireOwnedProperty(lang: OwnerLang, propertyId: string): Promise<SignedInOwner> {
  await requireOwner(lang);
  const owner = await ownedProperty(propertyId);
  if (!owner) redirect(ownerNotFoundPath(lang));
  return owner;
}

export async function ownerPropertyIds(owner: SignedInOwner): Promise<number[]> {
  return propertyIdsOf(await getDb(), owner.id);
}
