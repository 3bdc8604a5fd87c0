/**
 * The agency's staff accounts for the desk (`npm run staff -- <command>`; docs/desk.md). The desk's
 * administrators manage accounts from the browser; this command makes the first administrator, and stays
 * for automation.
 *   add --email X --name "N" --role admin|agent [--agent ID] [--lang nl|fr|en]
 *                         makes the account and prints a single-use link to set its password (valid 3
 *                         days); an agent's --agent is their id in team.json (their own visit slots)
 *   list                  every account: role, agent, language, password and second factor set, disabled
 *   disable WHO | enable WHO
 *                         a disabled account cannot sign in, and every session of it ends at once; the
 *                         last administrator who can sign in is never disabled
 *   link WHO              a new link to set the password (after a lost password or authenticator)
 * WHO is the account's e-mail or id. Each change is written in the desk's log, as made by the command line.
 */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { fail, option } from '../cli';
import { activeAdministrators, createStaff, findStaff, listStaff, recordDeskAction, setStaffDisabled } from '../../lib/platform/dal/staff';
import { getStaffAuth } from '../../lib/agency/desk/auth';
import { issueStaffPasswordLink } from '../../lib/agency/desk/password-links';
import { DESK_LANGS, isDeskLang } from '../../lib/agency/desk/paths';
import { isRole } from '../../lib/agency/desk/policy';
import { getTeamMember } from '../../lib/catalogue/data';

const USAGE =
  'usage: npm run staff -- add --email X --name "N" --role admin|agent [--agent ID] [--lang nl|fr|en] | list | disable WHO | enable WHO | link WHO';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The desk's log names the command line as the one who acted. */
const COMMAND_LINE = { id: 'command', email: 'npm run staff' };

async function main(args: string[]) {
  const [command, who] = args;
  const db = await getDb();
  const member = async () =>
    who ? ((await findStaff(db, who)) ?? fail(`no staff account ${who}`)) : fail(`${command}: say which account (e-mail or id)\n${USAGE}`);
  switch (command) {
    case 'add': {
      const email = option(args, 'email');
      const name = option(args, 'name');
      const role = option(args, 'role');
      const agentId = option(args, 'agent') ?? null;
      const lang = option(args, 'lang') ?? 'nl';
      if (!email || !EMAIL.test(email)) fail(`add: --email needs an e-mail address\n${USAGE}`);
      if (!name?.trim()) fail(`add: --name needs the person's name\n${USAGE}`);
      if (!isRole(role)) fail(`add: --role is admin or agent\n${USAGE}`);
      if (!isDeskLang(lang)) fail(`add: --lang is one of ${DESK_LANGS.join(', ')}`);
      if (agentId !== null && !getTeamMember(agentId)) fail(`add: --agent ${agentId} is not in team.json`);
      if (await findStaff(db, email)) fail(`a staff account with ${email} exists already`);
      const created = await createStaff(db, { email, name, role, agentId, lang });
      await recordDeskAction(db, {
        by: COMMAND_LINE,
        action: 'staff.manage',
        target: `staff:${created.id}`,
        details: { did: 'add', role },
      });
      const url = await issueStaffPasswordLink(await getStaffAuth(), created);
      console.log(`${role} ${created.email} added (${created.id}${agentId ? `, agent ${agentId}` : ''})`);
      console.log(`set-password link (valid 3 days, once; give it to ${name.trim()} yourself): ${url}`);
      if (role === 'admin') console.log('an administrator sets up an authenticator app (a second factor) at the first sign-in');
      return;
    }
    case 'list': {
      const accounts = await listStaff(db);
      if (!accounts.length) return console.log('no staff accounts yet: npm run staff -- add --role admin ... makes the first');
      for (const row of accounts)
        console.log(
          [
            row.id,
            row.email.padEnd(32),
            row.role.padEnd(5),
            `agent ${row.agentId ?? '-'}`.padEnd(10),
            row.lang,
            row.disabled ? 'disabled' : 'active  ',
            row.hasPassword ? 'password set' : 'no password ',
            row.twoFactorEnabled ? 'second factor' : 'no second factor',
          ].join('  '),
        );
      return;
    }
    case 'disable':
    case 'enable': {
      const row = await member();
      if (command === 'disable' && row.role === 'admin' && !row.disabledAt && (await activeAdministrators(db)) <= 1)
        fail(`${row.email} is the last administrator who can sign in: add another first`);
      await db.transaction(async (tx) => {
        await setStaffDisabled(tx, row.id, command === 'disable');
        await recordDeskAction(tx, { by: COMMAND_LINE, action: 'staff.manage', target: `staff:${row.id}`, details: { did: command } });
      });
      return console.log(`${row.email} ${command}d${command === 'disable' ? ' (every session ended)' : ''}`);
    }
    case 'link': {
      const row = await member();
      const url = await issueStaffPasswordLink(await getStaffAuth(), row);
      await recordDeskAction(db, { by: COMMAND_LINE, action: 'staff.manage', target: `staff:${row.id}`, details: { did: 'link' } });
      return console.log(`set-password link for ${row.email} (valid 3 days, once): ${url}`);
    }
    default:
      fail(USAGE);
  }
}

main(process.argv.slice(2))
  .then(() => closeDb())
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
