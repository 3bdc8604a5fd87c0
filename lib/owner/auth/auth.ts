/**
 * Owner authentication with Better Auth and its Drizzle adapter (docs/decisions/0020): accounts,
 * sessions and password links live in our database; passwords are hashed with our scrypt
 * (docs/product.md, Rulings: Password hashing). No Better Auth HTTP endpoint is mounted: the login, logout and password pages call
 * it from server actions (lib/owner/actions/owner-account.ts), which also throttle (lib/owner/auth/login-throttle.ts) and keep
 * every failure to one neutral message.
 */
import 'server-only';
import { betterAuth } from 'better-auth/minimal';
import { nextCookies } from 'better-auth/next-js';
import { username } from 'better-auth/plugins';
import { getDb, type Database } from '@/lib/platform/db/client';
import { authAdapter, isActiveOwner, revokePasswordLinks } from '@/lib/platform/dal/owners';
import { siteOrigin } from '@/lib/agency/mail/site';
import { rememberUnlessRejected } from '@/lib/platform/remember';
import { hashPassword, verifyPassword } from '@/lib/platform/security/password';
import { purposeKey } from '@/lib/platform/security/secret';
import { ABSOLUTE_SECONDS, IDLE_SECONDS, PASSWORD_MAX, PASSWORD_MIN, REFRESH_SECONDS, RESET_LINK_SECONDS, sessionCookie } from './policy';
import { betterAuthLog } from '@/lib/platform/log';

export function createAuth(db: Database, siteUrl: string) {
  const cookie = sessionCookie(siteUrl);
  return betterAuth({
    appName: 'Vitrine',
    baseURL: siteUrl,
    secret: purposeKey('owner-auth'),
    logger: { log: betterAuthLog('auth') },
    database: authAdapter(db),
    user: {
      modelName: 'owners',
      additionalFields: {
        lang: { type: 'string', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: { modelName: 'ownerSessions', expiresIn: IDLE_SECONDS, updateAge: REFRESH_SECONDS },
    account: { modelName: 'ownerAccounts' },
    // Password links are stored as hashes: reading the table gives no usable link.
    verification: { modelName: 'ownerVerifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Owners are made by the agency (`npm run owner`), never by a visitor.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Better Auth consumes only the link that was followed: the owner's other links (a forgot-password
      // clicked several times, the agency's welcome) would each set a password again.
      onPasswordReset: async ({ user }) => {
        await revokePasswordLinks(db, user.id);
      },
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(password, hash),
      },
      // Links are issued by lib/owner/auth/password-links.ts (in the page's language, or the agency's longer-lived one).
    },
    // Throttling is ours, per account and per address, in the database (lib/owner/auth/login-throttle.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      // The cookie's name carries the prefix itself: `__Host-` needs Secure, Path=/ and no Domain.
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: cookie.name,
          // The cookie lives as long as a session may; the database ends it earlier when it sits idle.
          attributes: { secure: cookie.secure, httpOnly: true, sameSite: 'lax', path: '/', maxAge: ABSOLUTE_SECONDS },
        },
      },
      // Nothing about where an owner signs in from is stored.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled owner gets no session, whatever the password (the login shows the same message).
          // Read through Better Auth's adapter: inside its transaction (a password change) that is the
          // transaction's own connection, where a second one would wait for it on the embedded database.
          before: async (session, context) => {
            const owner = context ? await context.context.internalAdapter.findUserById(session.userId) : undefined;
            const active =
              owner === undefined
                ? await isActiveOwner(db, session.userId)
                : !!owner && !(owner as { disabledAt?: Date | null }).disabledAt;
            return active ? { data: session } : false;
          },
        },
      },
    },
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 64 }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * This process's Better Auth, on the app's database. Not remembered when the database cannot be
 * reached: the next use tries again, so the owner area comes back by itself with the database.
 */
export function getAuth(): Promise<Auth> {
  return rememberUnlessRejected('auth', async () => createAuth(await getDb(), siteOrigin()));
}
