/**
 * Sends a form the way a browser without JavaScript does, over plain HTTP: the page's hidden fields
 * (Next's action reference among them), the visitor's fields, then the typed captcha the answer asks
 * for, read from its token with the server's key (white-box, as in forms.spec.ts). For tests that send
 * hundreds of forms (reliability.spec.ts) where a browser per form would be too slow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openToken } from '@/lib/visitor/captcha/code';
import { deriveKey } from '@/lib/platform/security/keys';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of the form inside `<section id="{form}">` of a page's HTML. */
export function hiddenFields(html: string, form: string): [string, string][] {
  const start = html.indexOf(`<section id="${form}"`);
  if (start < 0) throw new Error(`no section #${form} in the page`);
  const end = html.indexOf('</form>', start);
  // A folded form's section holds no form, only the link to the page with it open.
  if (end < 0 || end > html.indexOf('</section>', start)) throw new Error(`no form in section #${form}`);
  const fields: [string, string][] = [];
  for (const [tag] of html.slice(start, end).matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name && name !== 'captcha_token') fields.push([decode(name), decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
  }
  return fields;
}

/** A visitor's fields for the site's contact form (`site-contact`), from this address. */
export const contactPerson = (email: string): [string, string][] => [
  ['title', 'mr'],
  ['firstName', 'Jan'],
  ['lastName', 'Claes'],
  ['email', email],
  ['phone', '0470 12 34 56'],
  ['remark', 'Een vraag over jullie kantoor.'],
];

export interface PostResult {
  status: number;
  location: string | null;
  html: string;
}

export async function post(url: string, fields: [string, string][], headers: Record<string, string> = {}): Promise<PostResult> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(url, { method: 'POST', body, redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The server's secret: the state folder it generated one in, or the one it was given (VITRINE_SECRET). */
export type ServerSecret = string | { secret: string };

/** The captcha's answer, from the token in an answer page and the server's secret. */
export function answerIn(html: string, server: ServerSecret): [token: string, answer: string] | null {
  const token = /name="captcha_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) return null;
  const secret = typeof server === 'string' ? fs.readFileSync(path.join(server, 'secret'), 'utf8').trim() : server.secret;
  const opened = openToken(decode(token), deriveKey(secret, 'captcha-code'));
  return opened ? [decode(token), opened.answer] : null;
}

/**
 * Sends a form with its captcha: the first post gets the picture, the second answers it. The result
 * of the second post (303 to the thank-you page when it was stored), or of the first when it had no
 * captcha to ask (a refusal).
 */
export async function sendForm(
  url: string,
  hidden: [string, string][],
  fields: [string, string][],
  server: ServerSecret,
  headers: Record<string, string> = {},
): Promise<PostResult> {
  const first = await post(url, [...hidden, ...fields], headers);
  const captcha = first.status === 200 ? answerIn(first.html, server) : null;
  if (!captcha) return first;
  return post(url, [...hidden, ...fields, ['captcha_token', captcha[0]], ['captcha_answer', captcha[1]]], headers);
}
