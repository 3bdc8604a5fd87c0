import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { createOwner } from '@/lib/platform/dal/owners';
import { createAuth, type Auth } from './auth';
import { changeOwnerPassword, issuePasswordLink } from './password-links';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe.each(TEST_DATABASES)('password links on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  let auth: Auth;
  beforeAll(async () => {
    handle = await database.open();
    auth = createAuth(handle.db, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => handle?.close());

  const reset = (token: string, password: string) => auth.api.resetPassword({ body: { newPassword: password, token } });
  const refused = async (token: string) => {
    const error = await reset(token, 'another long password').catch((caught: unknown) => caught);
    expect(error, token).toBeInstanceOf(APIError);
    expect((error as APIError).statusCode).toBe(400);
  };
  const links = async (owner: Parameters<typeof issuePasswordLink>[2], count: number) => {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) tokens.push(tokenOf(await issuePasswordLink(auth, handle.db, owner, 'reset', 'en')));
    return tokens;
  };

  it('setting a password through one link voids the owner’s other links, not anyone else’s', async () => {
    const owner = await createOwner(handle.db, { name: 'Anna', email: 'anna@example.test', lang: 'nl' });
    const other = await createOwner(handle.db, { name: 'Bert', email: 'bert@example.test', lang: 'nl' });
    const [first, second, third] = await links(owner, 3);
    const [others] = await links(other, 1);
    await expect(reset(second!, 'a first long password')).resolves.toEqual({ status: true });
    await refused(first!);
    await refused(third!);
    await refused(second!);
    await expect(reset(others!, 'bert his long password')).resolves.toEqual({ status: true });
  }, 60_000);

  it('changing the password voids every link still out', async () => {
    const owner = await createOwner(handle.db, { name: 'Carla', email: 'carla@example.test', lang: 'fr' });
    const [welcome] = await links(owner, 1);
    await reset(welcome!, 'carla her long password');
    const outstanding = await links(owner, 2);
    const signedIn = await auth.api.signInEmail({
      body: { email: 'carla@example.test', password: 'carla her long password' },
      returnHeaders: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await changeOwnerPassword(
      auth,
      handle.db,
      { current: 'carla her long password', next: 'carla her new password' },
      new Headers({ cookie }),
    );
    for (const token of outstanding) await refused(token);
  }, 60_000);
});
