/**
 * Staff authentication for the desk: a Better Auth of its own (docs/decisions/0058), on the staff tables,
 * beside the owners' (lib/owner/auth/auth.ts) and built the same way: passwords hashed with our scrypt,
 * sessions in the database, single-use password links stored hashed, no Better Auth endpoint mounted (the
 * desk's server actions call it). Its two-factor plugin adds a TOTP second factor, required of
 * administrators (policy.ts `needsSecondFactor`), with backup codes, its secrets encrypted in the database.
 */
import 'server-only';
import { betterAuth } from 'better-auth/minimal';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { getDb, type Database } from '@/lib/platform/db/client';
import { isActiveStaff, revokeStaffPasswordLinks, staffAuthAdapter } from '@/lib/platform/dal/staff';
import { siteOrigin } from '@/lib/agency/mail/site';
import { rememberUnlessRejected } from '@/lib/platform/remember';
import { hashPassword, verifyPassword } from '@/lib/platform/security/password';
import { purposeKey } from '@/lib/platform/security/secret';
import { betterAuthLog } from '@/lib/platform/log';
import {
  ABSOLUTE_SECONDS,
  IDLE_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REFRESH_SECONDS,
  SECOND_FACTOR_SECONDS,
  WELCOME_LINK_SECONDS,
  staffSessionCookie,
} from './policy';

/** The name an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Vitrine desk';

export function createStaffAuth(db: Database, siteUrl: string) {
  const cookie = staffSessionCookie(siteUrl);
  return betterAuth({
    appName: 'Vitrine',
    baseURL: siteUrl,
    secret: purposeKey('staff-auth'),
    logger: { log: betterAuthLog('desk-auth') },
    database: staffAuthAdapter(db),
    user: {
      modelName: 'staff',
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        agentId: { type: 'string', required: false, input: false },
        lang: { type: 'string', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: { modelName: 'staffSessions', expiresIn: IDLE_SECONDS, updateAge: REFRESH_SECONDS },
    account: { modelName: 'staffAccounts' },
    verification: { modelName: 'staffVerifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by an administrator (or `npm run staff -- add`), never by a visitor.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: WELCOME_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await revokeStaffPasswordLinks(db, user.id);
      },
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(password, hash),
      },
    },
    // Throttling is ours, per account and per address, in the database (lib/owner/auth/login-throttle.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: cookie.name,
          attributes: { secure: cookie.secure, httpOnly: true, sameSite: 'strict', path: '/', maxAge: ABSOLUTE_SECONDS },
        },
      },
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever the password.
          before: async (session, context) => {
            const member = context ? await context.context.internalAdapter.findUserById(session.userId) : undefined;
            const active =
              member === undefined
                ? await isActiveStaff(db, session.userId)
                : !!member && !(member as { disabledAt?: Date | null }).disabledAt;
            return active ? { data: session } : false;
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: SECOND_FACTOR_SECONDS,
        // No "trust this device": an administrator gives the second factor at every sign-in.
        trustDeviceMaxAge: 1,
        backupCodeOptions: { amount: 10, length: 10 },
        schema: { twoFactor: { modelName: 'staffTwoFactors' } },
      }),
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** This process's staff Better Auth, on the app's database; tried again on the next use when the database is down. */
export function getStaffAuth(): Promise<StaffAuth> {
  return rememberUnlessRejected('staff-auth', async () => createStaffAuth(await getDb(), siteOrigin()));
}
