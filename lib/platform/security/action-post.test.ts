import { describe, expect, it } from 'vitest';
import { actionArgumentsWellFormed, actionFieldsWellFormed, actionPostRefusal, malformedActionPost } from './action-post';

const ID = '6003d520e21734f055a5cad54b225736ec6318c85a';
const good: [string, string][] = [
  ['$ACTION_REF_3', ''],
  ['$ACTION_3:0', JSON.stringify({ id: ID, bound: '$@1' })],
  ['$ACTION_3:1', '[{"status":"idle","attempt":0}]'],
  ['$ACTION_KEY', 'p/nl/contact/'],
  ['email', 'an@example.test'],
];

function multipart(fields: [string, string][], headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request('http://localhost/nl/contact/', { method: 'POST', body, headers });
}

describe('action fields of a post without JavaScript', () => {
  it('accepts what a page sends, and posts without action fields', () => {
    expect(actionFieldsWellFormed(good)).toBe(true);
    expect(actionFieldsWellFormed([['email', 'x']])).toBe(true);
    expect(actionFieldsWellFormed([[`$ACTION_ID_${ID}`, '']])).toBe(true);
  });

  it('refuses broken JSON, a reference without an id and an id that is not one', () => {
    expect(actionFieldsWellFormed(good.map(([n, v]) => [n, n === '$ACTION_3:0' ? `${v}junk` : v]))).toBe(false);
    expect(actionFieldsWellFormed(good.map(([n, v]) => [n, n === '$ACTION_3:1' ? '[1,' : v]))).toBe(false);
    expect(actionFieldsWellFormed(good.map(([n, v]) => [n, n === '$ACTION_3:0' ? '{"bound":null}' : v]))).toBe(false);
    expect(actionFieldsWellFormed(good.map(([n, v]) => [n, n === '$ACTION_3:0' ? 'null' : v]))).toBe(false);
    expect(actionFieldsWellFormed([['$ACTION_ID_<script>', '']])).toBe(false);
  });

  it('reads only multipart posts without the next-action header', async () => {
    const broken = good.map(([n, v]): [string, string] => [n, n === '$ACTION_3:0' ? '{' : v]);
    expect(await malformedActionPost(multipart(broken))).toBe(true);
    expect(await malformedActionPost(multipart(good))).toBe(false);
    // With the header, the body is the page's code's: its root field is read, not the action fields.
    expect(
      await malformedActionPost(
        multipart(
          [
            ['0', '["$K1"]'],
            ['1_email', 'x'],
          ],
          { 'next-action': ID },
        ),
      ),
    ).toBe(false);
    expect(await malformedActionPost(new Request('http://localhost/', { method: 'GET' }))).toBe(false);
    // A body that is not multipart at all, or cut short: Next's own parser would fail on it with a 500.
    expect(
      await malformedActionPost(
        new Request('http://localhost/', {
          method: 'POST',
          body: '--x\r\nbroken',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      ),
    ).toBe(true);
    expect(
      await malformedActionPost(
        new Request('http://localhost/', { method: 'POST', body: 'abc', headers: { 'content-type': 'multipart/form-data' } }),
      ),
    ).toBe(true);
  });
});

describe('server-action posts Next would answer with a 500', () => {
  const refusal = (headers: Record<string, string>, method = 'POST') =>
    actionPostRefusal(method, new Headers({ host: 'www.example.be', ...headers }));

  it('lets same-origin posts, posts without Origin and other requests through', () => {
    expect(refusal({ 'next-action': ID, origin: 'https://www.example.be' })).toBeNull();
    expect(refusal({ 'content-type': 'multipart/form-data; boundary=x', origin: 'https://www.example.be' })).toBeNull();
    expect(refusal({ 'next-action': ID })).toBeNull();
    expect(
      refusal({ 'next-action': ID, origin: 'https://www.example.be', 'x-forwarded-host': 'www.example.be, proxy.internal' }),
    ).toBeNull();
    expect(refusal({ origin: 'https://evil.example' })).toBeNull(); // not an action post
    expect(refusal({ 'next-action': ID, origin: 'https://evil.example' }, 'GET')).toBeNull();
  });

  it('refuses an action header that is not an action ID with 400', () => {
    expect(refusal({ 'next-action': '' })).toBe(400);
    expect(refusal({ 'next-action': 'x'.repeat(42) })).toBe(400);
    expect(refusal({ 'next-action': '%%' })).toBe(400);
  });

  it('refuses another origin, "null" and an origin that is no URL with 403', () => {
    expect(refusal({ 'next-action': ID, origin: 'https://evil.example' })).toBe(403);
    expect(refusal({ 'next-action': ID, origin: 'http://www.example.be:8080' })).toBe(403);
    expect(refusal({ 'content-type': 'multipart/form-data; boundary=x', origin: 'null' })).toBe(403);
    expect(refusal({ 'next-action': ID, origin: '%%' })).toBe(403);
    expect(refusal({ 'next-action': ID, origin: 'https://www.example.be', 'x-forwarded-host': 'evil.example' })).toBe(403);
  });
});

describe("a server action's arguments from a page's code (issue 39)", () => {
  const post = (body: string | FormData, headers: Record<string, string> = {}) =>
    new Request('http://localhost/nl/portaal/', { method: 'POST', body, headers: { 'next-action': ID, ...headers } });

  it('accepts what encodeReply sends: a JSON array, or a multipart body with its root in field 0', async () => {
    expect(actionArgumentsWellFormed('[4127,30,"nl"]')).toBe(true);
    expect(actionArgumentsWellFormed('[{"status":"idle","attempt":0,"captcha":"$undefined","note":"$$5"},"$K1"]', { formData: true })).toBe(
      true,
    );
    expect(await malformedActionPost(post('[4127,30,"nl"]', { 'content-type': 'text/plain;charset=UTF-8' }))).toBe(false);
    const form = new FormData();
    form.append('0', '[{"status":"idle"},"$K1"]');
    form.append('1_email', 'an@example.test');
    expect(await malformedActionPost(post(form))).toBe(false);
  });

  it('refuses what Next cannot decode: broken JSON, an empty body, deep nesting, huge arrays, no root', async () => {
    for (const body of [
      '["$K1"]',
      '["$@1"]',
      '["$Q1"]',
      '[{"then":"$1"}]',
      '{{{{',
      '',
      '['.repeat(5000) + ']'.repeat(5000),
      `[${'1,'.repeat(200_000)}1]`,
      '"just a string"',
      '{"0":1}',
    ])
      expect(await malformedActionPost(post(body, { 'content-type': 'text/plain;charset=UTF-8' })), body.slice(0, 20)).toBe(true);
    const rootless = new FormData();
    rootless.append('1_email', 'an@example.test');
    expect(await malformedActionPost(post(rootless))).toBe(true);
    const brokenRoot = new FormData();
    brokenRoot.append('0', '{{{{');
    expect(await malformedActionPost(post(brokenRoot))).toBe(true);
  });
});
