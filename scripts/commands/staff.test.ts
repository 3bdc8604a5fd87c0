// `npm run staff` as the agency runs it to make its first administrator: a real process on an embedded
// database this test serves (as the web server would).
import { describe, expect, it } from 'vitest';
import { commandOnEmbeddedDatabase } from '@/tests/unit/command-process';
import { deskAudit, staff } from '@/lib/platform/db/schema';

const secret = 'a-test-secret-that-is-long-enough-for-env';
process.env.VITRINE_SECRET ??= secret;

describe('npm run staff -- add, list, disable and link', () => {
  const command = commandOnEmbeddedDatabase('scripts/commands/staff.ts', { VITRINE_SECRET: secret });

  it('makes the first administrator with a link to set the password, never a second account for one address', async () => {
    const added = await command.run(['add', '--email', 'An@Example.test', '--name', 'An Admin', '--role', 'admin', '--lang', 'fr']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('admin an@example.test added');
    expect(added.stdout).toMatch(
      /set-password link \(valid 3 days, once; give it to An Admin yourself\): https?:\/\/[^/]+\/fr\/desk\/password\/\?token=[\w-]{32}/,
    );
    expect(added.stdout).toContain('authenticator app');
    const again = await command.run(['add', '--email', 'an@example.test', '--name', 'An Other', '--role', 'agent']);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('a staff account with an@example.test exists already');

    // What it refuses, adding nothing.
    const refused = [
      ['add', '--email', 'bo@example.test', '--name', 'Bo', '--role', 'boss'],
      ['add', '--email', 'bo@example.test', '--name', 'Bo', '--role', 'agent', '--agent', '999'],
    ];
    const messages = ['--role is admin or agent', '--agent 999 is not in team.json'];
    for (const [i, args] of refused.entries()) {
      const result = await command.run(args);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr).toContain(messages[i]);
    }
    expect((await command.db.select().from(staff)).map((row) => row.email)).toEqual(['an@example.test']);
  }, 120_000);

  it('lists the accounts, keeps the last administrator, disables an agent and logs each change', async () => {
    const agent = await command.run([
      'add',
      '--email',
      'sofie@example.test',
      '--name',
      'Sofie Peeters',
      '--role',
      'agent',
      '--agent',
      '101',
    ]);
    expect(agent.code, agent.stderr).toBe(0);
    const listed = await command.run(['list']);
    expect(listed.stdout).toMatch(/an@example\.test\s+admin\s+agent -\s+fr\s+active\s+no password\s+no second factor/);
    expect(listed.stdout).toMatch(/sofie@example\.test\s+agent\s+agent 101\s+nl\s+active/);
    const lastAdmin = await command.run(['disable', 'an@example.test']);
    expect(lastAdmin.code).not.toBe(0);
    expect(lastAdmin.stderr).toContain('an@example.test is the last administrator who can sign in');
    const disabled = await command.run(['disable', 'sofie@example.test']);
    expect(disabled.stdout).toContain('sofie@example.test disabled (every session ended)');
    expect((await command.run(['list'])).stdout).toMatch(/sofie@example\.test.*disabled/);
    const log = await command.db.select().from(deskAudit).orderBy(deskAudit.id);
    expect(log.map((row) => [row.staffEmail, row.action, row.details])).toEqual([
      ['npm run staff', 'staff.manage', { did: 'add', role: 'admin' }],
      ['npm run staff', 'staff.manage', { did: 'add', role: 'agent' }],
      ['npm run staff', 'staff.manage', { did: 'disable' }],
    ]);
  }, 120_000);
});
