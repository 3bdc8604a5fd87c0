/**
 * patches/next+16.4.6.patch (applied by `npm install`'s postinstall): Next writes a cached page as one
 * Buffer, not as a string (docs/decisions/0023, amendment 10). These tests fail when the patch is not
 * applied, e.g. after an upgrade of Next that patch-package could not carry over.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';

// More than 64k characters, one of them beyond Latin-1: the case the patch is for.
const PAGE = `<!DOCTYPE html><html lang="fr"><body><p>Prix : 450 000 €</p>${'<p>Maison à vendre – Gand</p>'.repeat(2500)}</body></html>`;

/** What the server's `res.end` was given, per request. */
const ended: unknown[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
    res.end = ((chunk?: unknown) => {
      ended.push(chunk);
      return end(chunk);
    }) as typeof res.end;
    void sendRenderResult({
      req,
      res,
      result: RenderResult.fromStatic(PAGE, 'text/html; charset=utf-8'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: undefined,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Next's sendRenderResult, patched", () => {
  it('writes a cached page as one Buffer, with its length in bytes', async () => {
    ended.length = 0;
    const response = await fetch(`${origin}/`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(PAGE.length).toBeGreaterThan(65_536);
    expect(body.toString('utf8')).toBe(PAGE);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
    expect(Buffer.byteLength(PAGE)).toBeGreaterThan(PAGE.length);
    expect(ended).toHaveLength(1);
    expect(Buffer.isBuffer(ended[0])).toBe(true);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('is patched the same way in the ES module the build bundles into the pages', () => {
    const source = (file: string) => fs.readFileSync(require.resolve(`next/dist/${file}`), 'utf8');
    const patched = /const body = payload \? Buffer\.from\(payload\) : payload;[\s\S]*?res\.end\(body\);/;
    expect(source('server/send-payload.js')).toMatch(patched);
    expect(source('esm/server/send-payload.js')).toMatch(patched);
  });
});
