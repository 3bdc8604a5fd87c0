/**
 * server/kept-files.cjs through the front: a file that never changes at its address is answered from
 * memory once Next has sent it whole. A real HTTP server on loopback, with a listener standing in for
 * Next's file serving (headers set, then the bytes streamed in parts, as Next's `send` does).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// CommonJS, as the server loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { front } = require('./front.cjs') as {
  front: (listener: http.RequestListener, options?: Record<string, unknown>) => http.RequestListener;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A built chunk: compressible and large enough to be gzipped. */
const CHUNK = Buffer.from(`(globalThis.TURBOPACK||[]).push([${'"module",'.repeat(400)}]);`);
/** A font: not compressible. */
const FONT = Buffer.alloc(3000, 7);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('files that never change, kept by the front', () => {
  let server: http.Server;
  let port: number;
  /** The paths the listener (Next's place) was asked for, in order. */
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer(
      front(
        (req, res) => {
          asked.push(req.url!);
          const path = req.url!.split('?')[0];
          const file = (type: string, body: Buffer, cacheControl: string, extra: Record<string, string> = {}) => {
            res.statusCode = 200;
            res.setHeader('Content-Security-Policy', "default-src 'self'");
            res.setHeader('Cache-Control', cacheControl);
            res.setHeader('Content-Type', type);
            res.setHeader('Last-Modified', 'Sat, 28 Nov 2026 06:00:00 GMT');
            res.setHeader('Accept-Ranges', 'bytes');
            for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
            // In parts, as a file stream gives them.
            res.write(body.subarray(0, 1000));
            setImmediate(() => res.end(body.subarray(1000)));
          };
          if (path === '/_next/static/chunks/a.js') return file('application/javascript; charset=UTF-8', CHUNK, IMMUTABLE);
          if (path === '/_next/static/chunks/big.js') return file('application/javascript; charset=UTF-8', Buffer.concat([CHUNK, CHUNK]), IMMUTABLE);
          if (path === '/fonts/inter.woff2') return file('font/woff2', FONT, IMMUTABLE);
          if (path === '/logo.svg') return file('image/svg+xml', CHUNK, 'public, max-age=0');
          if (path === '/with-cookie.js') return file('application/javascript', CHUNK, IMMUTABLE, { 'Set-Cookie': 'a=b' });
          if (path === '/_next/static/chunks/missing.js') {
            res.statusCode = 404;
            res.setHeader('Cache-Control', IMMUTABLE);
            return res.end('Not Found');
          }
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><title>${path}</title>`);
        },
        // Room for one copy of the chunk and its gzip, not two files of its size.
        { keptFileBytes: CHUNK.length * 2, onePerIteration: false },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** Asks for `path` until the listener no longer sees it (the gzip is made after the first answer). */
  async function untilKept(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const before = asked.length;
      const answer = await get(path, headers);
      if (asked.length === before) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} was never kept`);
  }

  /** What the connection and the moment set, or the body's length: not the file's headers. */
  const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const plain = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.has(name)));

  it("answers a built file from memory once Next has sent it, with Next's headers and bytes, gzipped or not", async () => {
    const first = await get('/_next/static/chunks/a.js?dpl=one', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const kept = await untilKept('/_next/static/chunks/a.js?dpl=one', { 'accept-encoding': 'gzip' });
    expect(plain(kept.headers)).toEqual(plain(first.headers));
    expect(kept.headers['content-length']).toBe(String(kept.body.length));
    expect(zlib.gunzipSync(kept.body)).toEqual(CHUNK);
    expect(kept.headers['content-security-policy']).toBe("default-src 'self'");

    const before = asked.length;
    const identity = await get('/_next/static/chunks/a.js?dpl=one');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body).toEqual(CHUNK);
    const head = await get('/_next/static/chunks/a.js?dpl=one', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(kept.body.length);
    expect(asked.length).toBe(before);
  });

  it('keeps a file that is not compressible as it is', async () => {
    await get('/fonts/inter.woff2?v=1', { 'accept-encoding': 'gzip' });
    const kept = await untilKept('/fonts/inter.woff2?v=1', { 'accept-encoding': 'gzip' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.headers['content-type']).toBe('font/woff2');
    expect(kept.body).toEqual(FONT);
  });

  it('leaves a part of a file, and a question whether it changed, to Next', async () => {
    await untilKept('/_next/static/chunks/a.js?dpl=one');
    const conditions: Record<string, string>[] = [{ range: 'bytes=0-9' }, { 'if-modified-since': 'Sat, 28 Nov 2026 06:00:00 GMT' }, { 'if-none-match': '"x"' }, { 'if-match': '"x"' }, { 'if-unmodified-since': 'Sat, 28 Nov 2026 05:00:00 GMT' }];
    for (const headers of conditions) {
      const before = asked.length;
      await get('/_next/static/chunks/a.js?dpl=one', headers);
      expect(asked.length, JSON.stringify(headers)).toBe(before + 1);
    }
  });

  it('never keeps a page, a file that may change, a file that sets a cookie or an answer that is no 200', async () => {
    for (const path of ['/nl/', '/logo.svg', '/with-cookie.js', '/_next/static/chunks/missing.js']) {
      await get(path);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const before = asked.length;
      const again = await get(path);
      expect(asked.length, path).toBe(before + 1);
      if (path === '/_next/static/chunks/missing.js') expect(again.status).toBe(404);
    }
  });

  it('keeps no more than its limit: the least recently asked for leaves first', async () => {
    await untilKept('/_next/static/chunks/a.js?dpl=two');
    // Twice the chunk's size: over the whole limit, never kept, and it leaves the chunk where it is.
    await get('/_next/static/chunks/big.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    let before = asked.length;
    await get('/_next/static/chunks/big.js');
    expect(asked.length).toBe(before + 1);
    // Another address of the same file takes the place of the first.
    await untilKept('/_next/static/chunks/a.js?dpl=three');
    before = asked.length;
    await get('/_next/static/chunks/a.js?dpl=two');
    expect(asked.length).toBe(before + 1);
  });
});
