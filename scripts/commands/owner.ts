/**
 * The agency's owner accounts (`npm run owner -- <command>`); owners never make their own.
 *   add --email X --name "N" [--username U] [--lang nl|fr|en] [--properties 4127,4130]
 *                         makes the account and mails (through the outbox) a single-use link to set
 *                         the password; the link is printed too
 *   list                  every owner, their properties, and whether they are disabled
 *   disable WHO | enable WHO
 *                         a disabled owner cannot log in, and every session of theirs ends at once
 *   link WHO 4127,4130 | unlink WHO 4127
 *                         which properties the owner sees
 *   reset WHO             a new link to set the password (the old password keeps working until then)
 *   remove WHO            the account for good, with its sessions and links (the statistics stay
 *                         with the properties)
 * WHO is the owner's e-mail, username or id. Mails wait in the outbox for the site's worker (or
 * `npm run worker`), which sends them within seconds.
 */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { fail, option } from '../cli';
import {
  createOwner,
  findOwner,
  linkProperties,
  listOwners,
  removeOwner,
  setOwnerDisabled,
  unlinkProperties,
} from '../../lib/platform/dal/owners';
import { getAuth } from '../../lib/owner/auth/auth';
import { issuePasswordLink } from '../../lib/owner/auth/password-links';
import { OWNER_LANGS, type OwnerLang } from '../../lib/platform/i18n/owner-lang';
import { getProperty, getSite, siteLanguages } from '../../lib/catalogue/data';

const USAGE =
  'usage: npm run owner -- add --email X --name "N" [--username U] [--lang nl|fr|en] [--properties 4127,4130] | list | disable WHO | enable WHO | link WHO IDS | unlink WHO IDS | reset WHO | remove WHO';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9._-]{3,64}$/;

/** "4127,4130" → ids that are in the catalogue (an unknown one is refused, not linked by mistake). */
function propertyIds(text: string | undefined): number[] {
  if (!text) return [];
  const ids = text.split(',').map((part) => part.trim());
  const bad = ids.filter((id) => !/^\d{1,9}$/.test(id));
  if (bad.length) fail(`not property ids: ${bad.join(', ')}\n${USAGE}`);
  const numbers = ids.map(Number);
  const unknown = numbers.filter((id) => !siteLanguages(getSite()).some((lang) => getProperty(lang, id)));
  if (unknown.length) fail(`not in the catalogue: ${unknown.join(', ')}`);
  return numbers;
}

async function main(args: string[]) {
  const [command, who, list] = args;
  const db = await getDb();
  const owner = async () =>
    who ? ((await findOwner(db, who)) ?? fail(`no owner ${who}`)) : fail(`${command}: say which owner (e-mail, username or id)\n${USAGE}`);
  switch (command) {
    case 'add': {
      const email = option(args, 'email');
      const name = option(args, 'name');
      const username = option(args, 'username');
      const lang = (option(args, 'lang') ?? 'nl') as OwnerLang;
      if (!email || !EMAIL.test(email)) fail(`add: --email needs an e-mail address\n${USAGE}`);
      if (!name?.trim()) fail(`add: --name needs the owner's name\n${USAGE}`);
      if (username !== undefined && !USERNAME.test(username))
        fail('add: --username is 3 to 64 letters, digits, dots, dashes or underscores');
      if (!OWNER_LANGS.includes(lang)) fail(`add: --lang is one of ${OWNER_LANGS.join(', ')}`);
      const ids = propertyIds(option(args, 'properties'));
      if (await findOwner(db, email)) fail(`an owner with ${email} exists already`);
      if (username && (await findOwner(db, username))) fail(`the username ${username} is taken`);
      const created = await createOwner(db, { email, name, username, lang }, ids);
      const url = await issuePasswordLink(await getAuth(), db, created, 'welcome');
      console.log(`owner ${created.id} added (${created.email}${ids.length ? `, properties ${ids.join(', ')}` : ''})`);
      console.log(`set-password link (mailed, valid 7 days, once): ${url}`);
      return;
    }
    case 'list': {
      const owners = await listOwners(db);
      if (!owners.length) return console.log('no owners yet');
      for (const row of owners)
        console.log(
          [
            row.id,
            row.email.padEnd(32),
            (row.username ?? '-').padEnd(16),
            row.lang,
            row.disabled ? 'disabled' : 'active  ',
            row.hasPassword ? 'password set' : 'no password ',
            `properties: ${row.properties.join(', ') || '-'}`,
          ].join('  '),
        );
      return;
    }
    case 'disable':
    case 'enable': {
      const row = await owner();
      await setOwnerDisabled(db, row.id, command === 'disable');
      return console.log(`owner ${row.email} ${command}d${command === 'disable' ? ' (every session ended)' : ''}`);
    }
    case 'link':
    case 'unlink': {
      const row = await owner();
      const ids = propertyIds(list);
      if (!ids.length) fail(`${command}: give property ids, e.g. 4127,4130\n${USAGE}`);
      await (command === 'link' ? linkProperties : unlinkProperties)(db, row.id, ids);
      return console.log(`owner ${row.email} ${command}ed ${command === 'link' ? 'to' : 'from'} ${ids.join(', ')}`);
    }
    case 'reset': {
      const row = await owner();
      const url = await issuePasswordLink(await getAuth(), db, row, 'welcome');
      return console.log(`set-password link for ${row.email} (mailed, valid 7 days, once): ${url}`);
    }
    case 'remove': {
      const row = await owner();
      await removeOwner(db, row.id);
      return console.log(`owner ${row.email} removed (account, sessions and links; the properties' statistics stay)`);
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
