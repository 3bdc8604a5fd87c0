import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { loginFailures, ownerProperties, ownerSessions, ownerVerifications } from '@/lib/platform/db/schema';
import { clearFailures, purgeLoginFailures, recordFailure, waitSeconds } from './login-failures';
import {
  createOwner,
  findOwner,
  isActiveOwner,
  linkProperties,
  listOwners,
  ownsProperty,
  propertyIdsOf,
  removeOwner,
  setOwnerDisabled,
  unlinkProperties,
} from './owners';

describe.each(TEST_DATABASES)('owners and login failures on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('finds an owner by id, e-mail or username, whatever the case, and checks ownership', async () => {
    const owner = await createOwner(
      handle.db,
      { name: ' Anna Peeters ', email: 'Anna@Example.TEST', username: 'AnnaP', lang: 'fr' },
      [4130, 4127],
    );
    const other = await createOwner(handle.db, { name: 'Bert', email: 'bert@example.test', lang: 'nl' }, [4101]);
    expect(owner).toMatchObject({
      name: 'Anna Peeters',
      email: 'anna@example.test',
      username: 'annap',
      displayUsername: 'AnnaP',
      lang: 'fr',
      disabledAt: null,
    });
    for (const who of [owner.id, 'anna@example.test', ' ANNA@example.test', 'annap', 'AnnaP'])
      expect((await findOwner(handle.db, who))?.id, who).toBe(owner.id);
    expect(await findOwner(handle.db, 'nobody@example.test')).toBeNull();

    expect(await propertyIdsOf(handle.db, owner.id)).toEqual([4127, 4130]);
    expect(await ownsProperty(handle.db, owner.id, 4127)).toBe(true);
    expect(await ownsProperty(handle.db, owner.id, 4101)).toBe(false);
    expect(await ownsProperty(handle.db, other.id, 4101)).toBe(true);
    await linkProperties(handle.db, owner.id, [4101, 4127]);
    await unlinkProperties(handle.db, owner.id, [4130]);
    expect(await propertyIdsOf(handle.db, owner.id)).toEqual([4101, 4127]);
    // A property may have several owners: B keeps it.
    expect(await ownsProperty(handle.db, other.id, 4101)).toBe(true);

    await expect(createOwner(handle.db, { name: 'Again', email: 'anna@example.test', lang: 'nl' })).rejects.toThrow();
    const listed = (await listOwners(handle.db)).find((row) => row.id === owner.id);
    expect(listed).toEqual({
      id: owner.id,
      name: 'Anna Peeters',
      email: 'anna@example.test',
      username: 'annap',
      lang: 'fr',
      disabled: false,
      hasPassword: false,
      properties: [4101, 4127],
    });
  });

  it('disabling an owner ends every session at once; enabling lets them log in again', async () => {
    const owner = await createOwner(handle.db, { name: 'Carla', email: 'carla@example.test', lang: 'nl' });
    const session = (token: string) => ({ id: token, token, userId: owner.id, expiresAt: new Date(Date.now() + 3_600_000) });
    await handle.db.insert(ownerSessions).values([session('s1'), session('s2')]);
    expect(await isActiveOwner(handle.db, owner.id)).toBe(true);
    expect(await setOwnerDisabled(handle.db, owner.id, true)).toBe(true);
    expect(await isActiveOwner(handle.db, owner.id)).toBe(false);
    expect(await handle.db.select().from(ownerSessions).where(eq(ownerSessions.userId, owner.id))).toEqual([]);
    expect((await listOwners(handle.db)).find((row) => row.id === owner.id)?.disabled).toBe(true);
    expect(await setOwnerDisabled(handle.db, owner.id, false)).toBe(true);
    expect(await isActiveOwner(handle.db, owner.id)).toBe(true);
    expect(await setOwnerDisabled(handle.db, 'no-such-owner', true)).toBe(false);
  });

  it('removes an owner with everything that is theirs, and nothing of anyone else', async () => {
    const owner = await createOwner(handle.db, { name: 'Dirk', email: 'dirk@example.test', lang: 'nl' }, [4101]);
    const other = await createOwner(handle.db, { name: 'Els', email: 'els@example.test', lang: 'nl' }, [4101]);
    await handle.db.insert(ownerSessions).values({ id: 'd1', token: 'd1', userId: owner.id, expiresAt: new Date(Date.now() + 60_000) });
    await handle.db.insert(ownerVerifications).values([
      { id: 'v1', identifier: 'hashed-1', value: owner.id, expiresAt: new Date(Date.now() + 60_000) },
      { id: 'v2', identifier: 'hashed-2', value: other.id, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await removeOwner(handle.db, owner.id)).toBe(true);
    expect(await findOwner(handle.db, 'dirk@example.test')).toBeNull();
    expect(await handle.db.select().from(ownerSessions).where(eq(ownerSessions.userId, owner.id))).toEqual([]);
    expect((await handle.db.select().from(ownerVerifications)).map((row) => row.id)).toEqual(['v2']);
    expect(await handle.db.select().from(ownerProperties).where(eq(ownerProperties.ownerId, owner.id))).toEqual([]);
    expect(await ownsProperty(handle.db, other.id, 4101)).toBe(true);
    expect(await removeOwner(handle.db, owner.id)).toBe(false);
  });

  it('counts failures per key, blocks for the delay they earn, forgets them after a while', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const delay = (failures: number) => (failures < 3 ? 0 : 30 * 2 ** (failures - 3));
    const both = async (at: Date) => [
      await recordFailure(handle.db, 'k1', delay, 3600, at),
      await recordFailure(handle.db, 'k2', () => 0, 3600, at),
    ];
    expect(await both(now)).toEqual([1, 1]);
    expect(await both(now)).toEqual([2, 2]);
    expect(await waitSeconds(handle.db, ['k1', 'k2'], now)).toBe(0);
    expect(await both(now)).toEqual([3, 3]);
    expect(await waitSeconds(handle.db, ['k1', 'k2'], now)).toBe(30);
    expect(await waitSeconds(handle.db, ['k2'], now)).toBe(0);
    expect(await waitSeconds(handle.db, ['k1'], later(29))).toBe(1);
    expect(await waitSeconds(handle.db, ['k1'], later(30))).toBe(0);
    await both(later(30));
    expect(await waitSeconds(handle.db, ['k1'], later(30))).toBe(60);
    // An hour without failures: the count starts again.
    expect(await both(later(30 + 3601))).toEqual([1, 1]);
    const [row] = await handle.db.select().from(loginFailures).where(eq(loginFailures.key, 'k1'));
    expect(row!.failures).toBe(1);
    await clearFailures(handle.db, ['k1']);
    expect(await waitSeconds(handle.db, ['k1'], later(30 + 3601))).toBe(0);
    await purgeLoginFailures(handle.db, 3600, later(30 + 3601 + 3601));
    expect(await handle.db.select().from(loginFailures)).toEqual([]);
  });
});
