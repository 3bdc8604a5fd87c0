/**
 * The owner area's helpers shared by the specs that need an owner (owner.spec.ts, html-validity.spec.ts):
 * accounts made with the agency's command on the test server's database, the set-password page, the login.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { MAIN_STATE_DIR, MAIN_URL } from './environment';
import { uniqueAddress } from './mail';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { runCommand } from './commands';

export type OwnerLang = 'en' | 'nl' | 'fr';
export const MESSAGES = { en, nl, fr } as const;
export const LANGS: OwnerLang[] = ['en', 'nl', 'fr'];
export const PORTAL = { en: 'portal', nl: 'portaal', fr: 'portail' } as const;
export const PASSWORD_PAGE = { en: 'password', nl: 'wachtwoord', fr: 'mot-de-passe' } as const;

export function ownerCommand(...args: string[]): string {
  const run = runCommand('owner', args, { VITRINE_STATE_DIR: MAIN_STATE_DIR, VITRINE_SITE_URL: MAIN_URL });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

export interface Owner {
  email: string;
  username: string;
  link: string;
}

/** A new owner of `properties`, through the agency's command; its link is printed and mailed. */
export function addOwner(label: string, lang: OwnerLang, properties: number[]): Owner {
  const email = uniqueAddress(label);
  const username = `u${email
    .split('@')[0]!
    .replace(/[^a-z0-9]/gi, '')
    .slice(-20)}`;
  const out = ownerCommand(
    'add',
    '--email',
    email,
    '--name',
    'Anna Peeters',
    '--username',
    username,
    '--lang',
    lang,
    '--properties',
    properties.join(','),
  );
  const link = /https?:\/\/\S+token=\S+/.exec(out)?.[0];
  expect(link, out).toBeDefined();
  return { email, username, link: link! };
}

export const PASSWORD = 'een lange zin om te onthouden';

export async function choosePassword(page: Page, lang: OwnerLang, link: string, password = PASSWORD) {
  const t = MESSAGES[lang].Owner.password;
  await page.goto(link.replace(MAIN_URL, ''));
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.confirm, { exact: true }).fill(password);
  await submitAndWait(page, t.submit);
}

export async function logIn(page: Page, lang: OwnerLang, login: string, password = PASSWORD) {
  const t = MESSAGES[lang].Owner.login;
  // Always a fresh page: a redirect still under way (after a password was set) would otherwise
  // replace the form between typing and sending.
  await page.goto(`/${lang}/login/`);
  await page.getByLabel(t.login).fill(login);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await submitAndWait(page, t.submit);
}

/** Clicks a form's button and waits for the server action's answer. */
export async function submitAndWait(page: Page, name: string) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && !!response.request().headers()['next-action'],
  );
  await page.getByRole('button', { name }).click();
  await answered;
}
