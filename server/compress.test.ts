/**
 * server/compress.cjs, in the front: a page Next sends whole (its own `sendRenderResult`, as published)
 * leaves as one Buffer, not as a string (docs/decisions/0023, amendment 10), and to a client that takes
 * gzip compressed once (as it streams, the first time), not per request (amendment 12); streamed answers
 * are compressed as they go.
 */
import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// CommonJS, as the server loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { front } = require('./front.cjs') as { front: (listener: http.RequestListener) => http.RequestListener };
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';

// More than 64k characters, one of them beyond Latin-1: the case the patch is for.
const PAGE = `<!DOCTYPE html><html lang="fr"><body><p>Prix : 450 000 €</p>${'<p>Maison à vendre – Gand</p>'.repeat(2500)}</body></html>`;
const SMALL = '<!DOCTYPE html><html lang="nl"><body><p>Klein</p></body></html>';

/** What the server's `res.end` was given, per request. */
const ended: unknown[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // What reaches Node's own `end`, under the front's wrappers.
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (this.req?.headers['x-test'] === 'compress') ended.push(args[0]);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof end;
  server = http.createServer(front((req, res) => {
    if (req.url === '/stream') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 40_000));
      (res as unknown as { flush(): void }).flush();
      res.end(PAGE.slice(40_000));
      return;
    }
    void sendRenderResult({
      req,
      res,
      result: RenderResult.fromStatic(req.url === '/small' ? SMALL : PAGE, 'text/html; charset=utf-8'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: undefined,
    });
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET whose answer is read as sent (fetch would unzip it), with its headers. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { ...headers, 'x-test': 'compress' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe("Next's sendRenderResult behind the front", () => {
  it('writes a cached page as one Buffer, with its length in bytes', async () => {
    ended.length = 0;
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity', 'x-test': 'compress' } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(PAGE.length).toBeGreaterThan(65_536);
    expect(body.toString('utf8')).toBe(PAGE);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
    expect(Buffer.byteLength(PAGE)).toBeGreaterThan(PAGE.length);
    expect(ended).toHaveLength(1);
    expect(Buffer.isBuffer(ended[0])).toBe(true);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends a client that takes gzip the page compressed once, the same bytes every time', async () => {
    const get = () => rawGet('/', { 'accept-encoding': 'br, gzip;q=0.8, deflate' });
    const first = await get();
    ended.length = 0;
    const [second, third] = [await get(), await get()];
    // The first time, gzipped as it streams (on the thread pool), and kept.
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-length']).toBeUndefined();
    expect(gunzipSync(first.body).toString('utf8')).toBe(PAGE);
    expect(first.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 10);
    for (const response of [second, third]) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.equals(first.body)).toBe(true);
    }
    // After that, one compressed Buffer, written as it is to each.
    expect(ended).toHaveLength(2);
    expect(Buffer.isBuffer(ended[0])).toBe(true);
    expect(ended[0]).toBe(ended[1]);
  });

  it('leaves a page uncompressed for a client that refuses gzip, and a small page always', async () => {
    for (const refusal of ['identity', 'gzip;q=0', 'br', 'gzip;q=0.0, *;q=0']) expect((await rawGet('/', { 'accept-encoding': refusal })).headers['content-encoding'], refusal).toBeUndefined();
    const small = await rawGet('/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(SMALL);
  });

  it('compresses a streamed answer as it goes', async () => {
    const response = await rawGet('/stream', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(gunzipSync(response.body).toString('utf8')).toBe(PAGE);
  });
});
