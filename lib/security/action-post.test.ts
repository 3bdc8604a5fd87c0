import { describe, expect, it } from 'vitest';
import { actionFieldsWellFormed, malformedActionPost } from './action-post';

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
    expect(await malformedActionPost(multipart(broken, { 'next-action': ID }))).toBe(false);
    expect(await malformedActionPost(new Request('http://localhost/', { method: 'GET' }))).toBe(false);
    expect(await malformedActionPost(new Request('http://localhost/', { method: 'POST', body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }))).toBe(false);
  });
});
