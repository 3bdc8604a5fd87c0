import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { totpCode } from '@/tests/support/totp';
import type { Handle } from '@/lib/platform/db/client';
import { staff, staffTwoFactors } from '@/lib/platform/db/schema';
import { createStaff, listStaff, setStaffDisabled } from '@/lib/platform/dal/staff';
import { createStaffAuth, type StaffAuth } from './auth';
import { issueStaffPasswordLink } from './password-links';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

describe.each(TEST_DATABASES)('staff sign-in on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  let auth: StaffAuth;
  beforeAll(async () => {
    handle = await database.open();
    auth = createStaffAuth(handle.db, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => handle?.close());

  const signIn = (email: string, password: string) => auth.api.signInEmail({ body: { email, password }, returnHeaders: true });

  it('an administrator sets a password by the link, once, then adds an authenticator and signs in with its code', async () => {
    const member = await createStaff(handle.db, { name: 'An Admin', email: 'An.Admin@Example.test', role: 'admin', lang: 'nl' });
    const link = await issueStaffPasswordLink(auth, member);
    expect(new URL(link).pathname).toBe('/nl/desk/password/');
    await expect(auth.api.resetPassword({ body: { newPassword: 'too short', token: tokenOf(link) } })).rejects.toBeInstanceOf(APIError);
    await auth.api.resetPassword({ body: { newPassword: 'a long staff password', token: tokenOf(link) } });
    await expect(auth.api.resetPassword({ body: { newPassword: 'another long password', token: tokenOf(link) } })).rejects.toBeInstanceOf(
      APIError,
    );

    // The first sign-in: a session, and no second factor yet (the desk asks for one before anything else).
    const first = await signIn('an.admin@example.test', 'a long staff password');
    expect((first.response as { token?: string }).token).toBeTruthy();
    const session = new Headers({ cookie: cookiesOf(first.headers) });
    const enabled = await auth.api.enableTwoFactor({ body: { password: 'a long staff password' }, headers: session });
    if (enabled.method !== 'totp') throw new Error(`an authenticator app, not ${enabled.method}`);
    const enrolment = enabled;
    expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Vitrine%20desk:an\.admin%40example\.test\?/);
    expect(enrolment.backupCodes).toHaveLength(10);
    // Not on until a code from the app confirms it.
    expect((await listStaff(handle.db)).find((m) => m.id === member.id)!.twoFactorEnabled).toBe(false);
    await expect(auth.api.verifyTOTP({ body: { code: '000000' }, headers: session })).rejects.toBeInstanceOf(APIError);
    await auth.api.verifyTOTP({ body: { code: totpCode(enrolment.totpURI) }, headers: session });
    expect((await listStaff(handle.db)).find((m) => m.id === member.id)!.twoFactorEnabled).toBe(true);
    // The secret is not stored as the app has it.
    const [stored] = await handle.db.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, member.id));
    expect(enrolment.totpURI).not.toContain(encodeURIComponent(stored!.secret));

    // From now on the password alone gives no session: the second step does, with a code.
    const second = await signIn('an.admin@example.test', 'a long staff password');
    expect(second.response).toMatchObject({ twoFactorRedirect: true });
    expect(cookiesOf(second.headers)).not.toMatch(/vitrine-staff=/);
    const pending = new Headers({ cookie: cookiesOf(second.headers) });
    await expect(auth.api.verifyTOTP({ body: { code: '123456' }, headers: pending })).rejects.toBeInstanceOf(APIError);
    const verified = await auth.api.verifyTOTP({ body: { code: totpCode(enrolment.totpURI) }, headers: pending, returnHeaders: true });
    expect(cookiesOf(verified.headers)).toMatch(/vitrine-staff=/);
    const found = await auth.api.getSession({ headers: new Headers({ cookie: cookiesOf(verified.headers) }) });
    expect(found?.user).toMatchObject({ email: 'an.admin@example.test', role: 'admin' });

    // A backup code works once instead of the app.
    const third = await signIn('an.admin@example.test', 'a long staff password');
    const pendingAgain = new Headers({ cookie: cookiesOf(third.headers) });
    const backup = enrolment.backupCodes[0]!;
    const byBackup = await auth.api.verifyBackupCode({ body: { code: backup }, headers: pendingAgain, returnHeaders: true });
    expect(cookiesOf(byBackup.headers)).toMatch(/vitrine-staff=/);
    const fourth = await signIn('an.admin@example.test', 'a long staff password');
    await expect(
      auth.api.verifyBackupCode({ body: { code: backup }, headers: new Headers({ cookie: cookiesOf(fourth.headers) }) }),
    ).rejects.toBeInstanceOf(APIError);
  }, 60_000);

  it('a disabled account gets no session, and loses the ones it had', async () => {
    const member = await createStaff(handle.db, {
      name: 'Sofie Peeters',
      email: 'sofie@example.test',
      role: 'agent',
      agentId: '101',
      lang: 'fr',
    });
    const link = await issueStaffPasswordLink(auth, member);
    expect(link).toContain('/fr/desk/password/');
    await auth.api.resetPassword({ body: { newPassword: 'sofie her long password', token: tokenOf(link) } });
    const before = await signIn('sofie@example.test', 'sofie her long password');
    const cookie = new Headers({ cookie: cookiesOf(before.headers) });
    expect((await auth.api.getSession({ headers: cookie }))?.user).toMatchObject({ role: 'agent', agentId: '101' });
    await setStaffDisabled(handle.db, member.id, true);
    expect(await auth.api.getSession({ headers: cookie })).toBeNull();
    await expect(signIn('sofie@example.test', 'sofie her long password')).rejects.toBeInstanceOf(APIError);
    const [row] = await handle.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.disabledAt).not.toBeNull();
  }, 60_000);
});
