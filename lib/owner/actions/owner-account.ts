'use server';
/**
 * The owner area's server actions: log in, log out, forgot password, set a password (from a link),
 * change it. Each works without JavaScript (a plain form post). Every login failure, whatever its
 * cause (unknown account, wrong password, disabled owner), gives the same message and counts for the
 * throttle; a throttled try does not reach the password check. When the database cannot be reached,
 * each says the owner area is unavailable, in the form's language, and keeps what was typed.
 */
import { APIError } from 'better-auth/api';
import { cookies, headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/platform/db/client';
import { takeRateLimit } from '@/lib/platform/dal/abuse';
import { clientAddress } from '@/lib/platform/security/client-address';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { isCommonPassword } from '@/lib/platform/security/common-passwords';
import { hashClientAddress } from '@/lib/platform/security/secret';
import { isFormData, markBadRequest } from '@/lib/platform/security/bad-request';
import { getAuth } from '../auth/auth';
import { siteOrigin } from '@/lib/agency/mail/site';
import { changeOwnerPassword, requestPasswordReset } from '../auth/password-links';
import { kickOutbox } from '@/lib/agency/jobs/scheduler';
import { ownerLang, type OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { currentOwner } from '../auth/owner';
import { ABSOLUTE_SECONDS, DEVICE_COOKIE_SECONDS, deviceCookie, PASSWORD_MAX, PASSWORD_MIN, sessionCookie } from '../auth/policy';
import type { OwnerFormState } from '../auth/owner-form-state';
import { deviceCookieValue, deviceOf, loginFailed, loginSucceeded, loginWait } from '../auth/login-throttle';
import { findOwner } from '@/lib/platform/dal/owners';
import { logger } from '@/lib/platform/log';

/**
 * Better Auth gives the session cookie the idle time as its Max-Age, and only a response that may set
 * cookies (a server action, not a page) could move it forward: an owner busy reading the portal would
 * lose the cookie after an hour. The cookie lives as long as a session may (12 hours); the database
 * ends an idle session sooner (docs/decisions/0020).
 */
async function keepSessionCookie() {
  const { name, secure } = sessionCookie(siteOrigin());
  const jar = await cookies();
  const value = jar.get(name)?.value;
  if (value) jar.set(name, value, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: ABSOLUTE_SECONDS });
}

/**
 * After a login, this browser is known to the owner's account (OWASP's device cookie, docs/decisions/0048):
 * its next tries count on its own throttle, out of reach of an attacker's or a neighbour's failures. It
 * keeps its id when it had one, so its count follows it.
 */
async function rememberDevice(logins: readonly string[], id: string | null) {
  const { name, secure } = deviceCookie(siteOrigin());
  const value = id === null ? deviceCookieValue(logins) : deviceCookieValue(logins, id);
  (await cookies()).set(name, value, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: DEVICE_COOKIE_SECONDS });
}

const text = (data: FormData, name: string, max = 320) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** A new password's problem, as a message key, or null. */
function passwordProblem(password: string, confirm: string): Key | null {
  if ([...password].length < PASSWORD_MIN) return 'password.tooShort';
  if ([...password].length > PASSWORD_MAX) return 'password.tooLong';
  if (isCommonPassword(password)) return 'password.common';
  if (password !== confirm) return 'password.mismatch';
  return null;
}

const texts = (lang: OwnerLang) => getTranslations({ locale: lang, namespace: 'Owner' });

type Key = Parameters<Awaited<ReturnType<typeof texts>>>[0];

/**
 * Runs a form's work. Anything that fails under it (the database down or unreachable, Better Auth's
 * 500 over it) answers "unavailable"; a refusal the work itself gives (a wrong password) is its own
 * message, and Next's redirects pass through.
 */
async function unlessUnavailable(data: FormData, work: () => Promise<OwnerFormState>): Promise<OwnerFormState> {
  if (!isFormData(data)) {
    await markBadRequest();
    return {};
  }
  try {
    return await work();
  } catch (error) {
    unstable_rethrow(error);
    logger('owner').error({ err: error }, 'form unavailable');
    const t = await texts(ownerLang(text(data, 'lang', 2)));
    const login = text(data, 'login').trim();
    return { error: t('unavailable.text'), ...(login && { login }) };
  }
}

/** A refusal of Better Auth's (a wrong password, a used link), not a failure under it. */
const isRefusal = (error: unknown): error is APIError => error instanceof APIError && error.statusCode < 500;

export async function logIn(_previous: OwnerFormState, data: FormData): Promise<OwnerFormState> {
  return unlessUnavailable(data, async () => {
    const lang = ownerLang(text(data, 'lang', 2));
    const login = text(data, 'login').trim();
    // Longer than any password we accept: not cut, refused like any wrong one.
    const password = text(data, 'password', PASSWORD_MAX + 1);
    const t = await texts(lang);
    if (!login || !password) return { error: t('login.missing'), login };
    const db = await getDb();
    const address = await clientAddress();
    const device = deviceOf((await cookies()).get(deviceCookie(siteOrigin()).name)?.value, login);
    const wait = await loginWait(db, login, address, device);
    if (wait > 0) return { error: t('login.throttled', { minutes: Math.ceil(wait / 60) }), login };
    const auth = await getAuth();
    try {
      const body = { password };
      if (login.includes('@')) await auth.api.signInEmail({ body: { ...body, email: login.toLowerCase() }, headers: await headers() });
      else await auth.api.signInUsername({ body: { ...body, username: login.toLowerCase() }, headers: await headers() });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await loginFailed(db, login, address, device);
      return { error: t('login.failed'), login };
    }
    await loginSucceeded(db, login, address, device);
    const owner = await findOwner(db, login);
    await rememberDevice(owner ? [owner.email, ...(owner.username ? [owner.username] : [])] : [login], device);
    await keepSessionCookie();
    redirect(ownerPath(lang, 'portal'));
  });
}

/** Always ends on the login page; shaped like the other forms' actions for useActionState's plain post. */
export async function logOut(_previous: OwnerFormState, data: FormData): Promise<OwnerFormState> {
  if (!isFormData(data)) {
    await markBadRequest();
    return {};
  }
  const lang = ownerLang(text(data, 'lang', 2));
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  redirect(`${ownerPath(lang, 'login')}?done=loggedOut`);
}

export async function forgotPassword(_previous: OwnerFormState, data: FormData): Promise<OwnerFormState> {
  return unlessUnavailable(data, async () => {
    const lang = ownerLang(text(data, 'lang', 2));
    const login = text(data, 'login').trim();
    const t = await texts(lang);
    if (!login) return { error: t('login.missing'), login };
    const db = await getDb();
    if (!(await takeRateLimit(db, `owner-forgot:${hashClientAddress(await clientAddress())}`, { limit: 5, windowMs: 15 * 60_000 })))
      return { error: t('forgot.throttled'), login };
    // The same work and the same answer either way: the page never tells whether an account exists.
    await requestPasswordReset(db, login, lang);
    kickOutbox();
    return { notice: t('forgot.sent') };
  });
}

export async function setPassword(_previous: OwnerFormState, data: FormData): Promise<OwnerFormState> {
  return unlessUnavailable(data, async () => {
    const lang = ownerLang(text(data, 'lang', 2));
    const token = text(data, 'token', 200);
    const password = text(data, 'password', PASSWORD_MAX + 1);
    const problem = passwordProblem(password, text(data, 'confirm', PASSWORD_MAX + 1));
    const t = await texts(lang);
    if (problem) return { error: t(problem) };
    try {
      // Single use: Better Auth consumes the token with the new password, ends every session, and the
      // owner's other links are voided with it (lib/owner/auth/auth.ts, onPasswordReset).
      await (await getAuth()).api.resetPassword({ body: { newPassword: password, token } });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return { error: t('password.linkInvalid') };
    }
    redirect(`${ownerPath(lang, 'login')}?done=passwordSet`);
  });
}

export async function changePassword(_previous: OwnerFormState, data: FormData): Promise<OwnerFormState> {
  return unlessUnavailable(data, async () => {
    const lang = ownerLang(text(data, 'lang', 2));
    const owner = await currentOwner();
    if (!owner) redirect(`${ownerPath(lang, 'login')}?done=sessionEnded`);
    const password = text(data, 'password', PASSWORD_MAX + 1);
    const problem = passwordProblem(password, text(data, 'confirm', PASSWORD_MAX + 1));
    const t = await texts(lang);
    if (problem) return { error: t(problem) };
    try {
      await changeOwnerPassword(
        await getAuth(),
        await getDb(),
        { current: text(data, 'current', PASSWORD_MAX + 1), next: password },
        await headers(),
      );
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return { error: t('change.wrongCurrent') };
    }
    await keepSessionCookie();
    // Back to the overview (where the form is), with the news: the other sessions are gone.
    redirect(`${ownerPath(lang, 'portal')}?all=1&done=passwordChanged#owner-account-title`);
  });
}
