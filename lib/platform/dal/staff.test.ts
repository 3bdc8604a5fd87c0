import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { activeAdministrators, createStaff, deskAuditPage, findStaff, recordDeskAction, setStaffDisabled } from './staff';

describe.each(TEST_DATABASES)('staff accounts and the desk’s log on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('finds an account by id or address in any case, and counts the administrators who can sign in', async () => {
    const admin = await createStaff(handle.db, { name: ' An ', email: ' An@Example.TEST ', role: 'admin', lang: 'en' });
    expect(admin).toMatchObject({ name: 'An', email: 'an@example.test', role: 'admin', agentId: null });
    expect((await findStaff(handle.db, 'AN@example.test'))?.id).toBe(admin.id);
    expect((await findStaff(handle.db, admin.id))?.email).toBe('an@example.test');
    expect(await findStaff(handle.db, 'nobody@example.test')).toBeNull();
    await createStaff(handle.db, { name: 'Agent', email: 'agent@example.test', role: 'agent', agentId: '101', lang: 'nl' });
    expect(await activeAdministrators(handle.db)).toBe(1);
    await setStaffDisabled(handle.db, admin.id, true);
    expect(await activeAdministrators(handle.db)).toBe(0);
    await setStaffDisabled(handle.db, admin.id, false);
    expect(await activeAdministrators(handle.db)).toBe(1);
    await expect(createStaff(handle.db, { name: 'Boss', email: 'boss@example.test', role: 'boss' as never, lang: 'nl' })).rejects.toThrow();
  });

  it('logs an action with the transaction it belongs to, newest first, a page at a time', async () => {
    const by = { id: 'staff-1', email: 'an@example.test' };
    for (let i = 0; i < 5; i++) await recordDeskAction(handle.db, { by, action: 'leads.handle', target: `submission:${i}` });
    // An action that fails takes its record with it.
    await expect(
      handle.db.transaction(async (tx) => {
        await recordDeskAction(tx, { by, action: 'privacy.erase', target: 'person:x' });
        throw new Error('the erasure failed');
      }),
    ).rejects.toThrow('the erasure failed');
    await recordDeskAction(handle.db, { by, action: 'staff.manage', outcome: 'refused', details: { did: 'add' } });
    const first = await deskAuditPage(handle.db, { limit: 4 });
    expect(first.map((row) => [row.action, row.target, row.outcome])).toEqual([
      ['staff.manage', null, 'refused'],
      ['leads.handle', 'submission:4', 'done'],
      ['leads.handle', 'submission:3', 'done'],
      ['leads.handle', 'submission:2', 'done'],
    ]);
    const next = await deskAuditPage(handle.db, { before: first.at(-1)!.id, limit: 4 });
    expect(next.map((row) => row.target)).toEqual(['submission:1', 'submission:0']);
  });
});
