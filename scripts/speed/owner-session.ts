/**
 * The owner portal for `npm run lighthouse` (scripts/speed/lighthouse.ts): its page types, and an owner
 * logged in on a site the script starts itself (scripts/speed/production-site.ts, startProductionSite).
 *
 * The owner is made as the agency makes one, with `npm run owner`'s command, on the site's state folder
 * before the server starts (as scripts/bench/interactions.ts and the browser tests make theirs); its
 * password is chosen through the link the command prints, and the login is the login form's, both
 * posted as a browser without JavaScript posts them (the forms work without it; scripts/bench/owner.ts
 * logs in the same way). What comes back is the session cookie, which Lighthouse sends with its requests.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { request, type PageType } from './production-site';

const root = path.join(__dirname, '..', '..');

/**
 * The owner's properties in the sample catalogue. Two, so that the overview is what the owner sees after
 * logging in: an owner of one property is sent straight to its statistics page. A fresh state folder has
 * no visits nor forms recorded for them: the statistics page is measured with empty tables and a flat chart.
 */
export const OWNER_PROPERTIES = [4101, 4127] as const;
const OWNER = { email: 'lighthouse-owner@example.test', name: 'Lighthouse Owner', password: 'een lange zin voor lighthouse' };

const NOINDEX = { ids: ['is-crawlable'], why: 'the owner area is kept out of search engines on purpose (noindex)' };

/**
 * The owner area's page types, measured logged in. Not in PAGE_TYPES: the byte budget and the gate
 * request their pages without a session, and an owner can only be made on a site started here.
 */
export const OWNER_PAGE_TYPES: readonly PageType[] = [
  { name: 'portal', path: '/nl/portaal/', lighthouse: true, skipAudits: NOINDEX },
  { name: 'statistics', path: `/nl/portaal/${OWNER_PROPERTIES[0]}/`, lighthouse: true, skipAudits: NOINDEX },
];

/**
 * Makes the owner with the agency's command on `state` (the site's state folder; run before the site
 * starts, so the command opens the embedded database itself) and returns the link to choose the password,
 * pointing at `base`.
 */
export function makeOwner(state: string, base: string): string {
  const args = [
    '--conditions=react-server',
    'scripts/commands/owner.ts',
    'add',
    '--email',
    OWNER.email,
    '--name',
    OWNER.name,
    '--lang',
    'nl',
    '--properties',
    OWNER_PROPERTIES.join(','),
  ];
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), args, {
    cwd: root,
    // The site's URL only for the link the command prints (and mails through the outbox): the page is ours.
    env: { ...process.env, VITRINE_STATE_DIR: state, VITRINE_SITE_URL: base, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const link = /https?:\/\/\S+token=\S+/.exec(run.stdout ?? '')?.[0];
  if (run.status !== 0 || !link)
    throw new Error(`npm run owner -- add failed (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  return link;
}

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * Posts the form of `page` that has every one of `fields`, as a browser without JavaScript does: the
 * form's hidden fields (the server action's own among them) with `fields`, to the form's address, with
 * the site's Origin (Next refuses a server action's post from elsewhere). The answer is not followed.
 */
async function postForm(page: string, fields: Record<string, string>): Promise<Response> {
  const html = await (await request(page)).text();
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
  const form = forms.find((f) => Object.keys(fields).every((name) => f.includes(`name="${name}"`)));
  if (!form) throw new Error(`${page}: no form with the fields ${Object.keys(fields).join(', ')}`);
  const body = new FormData();
  for (const input of form.matchAll(/<input\b[^>]*\btype="hidden"[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    if (name) body.append(decode(name), decode(/\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const action = /^<form\b[^>]*\baction="([^"]*)"/.exec(form)?.[1];
  return request(new URL(action ? decode(action) : page, page), {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: new URL(page).origin },
  });
}

/**
 * Chooses the owner's password through `link`, logs in with it on `base` and returns the session cookie
 * as a Cookie header's value (`name=value`).
 */
export async function logInOwner(base: string, link: string): Promise<string> {
  const chosen = await postForm(link, { password: OWNER.password, confirm: OWNER.password });
  // Chosen, the page sends the owner to the login with a notice; a refusal answers with the form again.
  if (!/done=passwordSet/.test(chosen.headers.get('location') ?? ''))
    throw new Error(`choosing the owner's password failed (${chosen.status}, ${chosen.headers.get('location') ?? 'no redirect'})`);
  const login = await postForm(`${base}/nl/login/`, { login: OWNER.email, password: OWNER.password });
  // `__Host-vitrine-owner` when the site's URL is https (the sample's, which the site started here keeps), else `vitrine-owner` (lib/owner/auth/policy.ts).
  const cookie = login.headers.getSetCookie().find((c) => /^(?:__Host-)?vitrine-owner=/.test(c));
  if (!cookie) throw new Error(`the owner's login failed (${login.status}, no session cookie)`);
  return cookie.split(';')[0]!;
}
