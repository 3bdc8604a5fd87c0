/**
 * server/compress.cjs, in the front: a page Next sends whole (its own `sendRenderResult`, as published)
 * leaves as one Buffer, not as a string (docs/decisions/0023, amendment 10), and to a client that takes
 * Brotli or gzip compressed once (as it streams, the first time), not per request (amendment 12), a
 * Brotli page asked for again at Brotli's best (decision 0045); streamed answers are gzipped as they go.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// CommonJS, as the server loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { front } = require('./front.cjs') as { front: (listener: http.RequestListener) => http.RequestListener };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chooseEncoding } = require('./compress.cjs') as {
  chooseEncoding: (header: string | undefined, answer: { whole: boolean }) => 'br' | 'gzip' | null;
};
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';

// More than 64k characters, one of them beyond Latin-1: the case the patch is for.
const PAGE = `<!DOCTYPE html><html lang="fr"><body><p>Prix : 450 000 €</p>${Array.from({ length: 2500 }, (_, i) => `<p>Maison ${(i * 7919) % 10007} à vendre – Gand</p>`).join('')}</body></html>`;
// A build's script, in ASCII as the bundler writes it.
const SCRIPT = Array.from({ length: 3000 }, (_, i) => `function f${i}(a){return a*${(i * 7919) % 10007}+"${i.toString(36)}"}`).join(';');
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
  server = http.createServer(
    front((req, res) => {
      if (req.url?.startsWith('/_next/static/') || req.url === '/file') {
        // As Next sends a file: its length and type, then its bytes in parts; a range as 206.
        const range = req.headers.range ? /^bytes=(\d+)-(\d+)$/.exec(req.headers.range) : null;
        const bytes = Buffer.from(range ? SCRIPT.slice(Number(range[1]), Number(range[2]) + 1) : SCRIPT);
        res.statusCode = range ? 206 : 200;
        if (range) res.setHeader('Content-Range', `bytes ${range[1]}-${range[2]}/${SCRIPT.length}`);
        res.setHeader('Cache-Control', req.url === '/file' ? 'public, max-age=0' : 'public, max-age=31536000, immutable');
        res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
        res.setHeader('Content-Length', bytes.length);
        for (let i = 0; i < bytes.length; i += 16_384) res.write(bytes.subarray(i, i + 16_384));
        res.end();
        return;
      }
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
    }),
  );
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

  it('sends a client that takes only gzip the page gzipped once, the same bytes every time', async () => {
    const get = () => rawGet('/', { 'accept-encoding': 'gzip, deflate' });
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

  it('sends a browser Brotli, kept once, and at Brotli’s best once the page is asked for again', async () => {
    const get = () => rawGet('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(PAGE);
    // Asked for again: the kept bytes, while the best quality is made on the thread pool.
    const second = await get();
    expect(second.body.equals(first.body)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    let improved = second;
    for (let i = 0; i < 100 && improved.body.equals(first.body); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      improved = await get();
    }
    expect(improved.headers['content-encoding']).toBe('br');
    expect(improved.body.length).toBeLessThan(first.body.length);
    expect(Number(improved.headers['content-length'])).toBe(improved.body.length);
    expect(brotliDecompressSync(improved.body).toString('utf8')).toBe(PAGE);
    // From then on, those bytes as they are.
    ended.length = 0;
    const [again, onceMore] = [await get(), await get()];
    expect(again.body.equals(improved.body) && onceMore.body.equals(improved.body)).toBe(true);
    expect(ended[0]).toBe(ended[1]);
  });

  it('leaves a page uncompressed for a client that refuses both, and a small page always', async () => {
    for (const refusal of ['identity', 'gzip;q=0', 'br;q=0, gzip;q=0', 'gzip;q=0.0, *;q=0'])
      expect((await rawGet('/', { 'accept-encoding': refusal })).headers['content-encoding'], refusal).toBeUndefined();
    const small = await rawGet('/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe(SMALL);
  });

  it('compresses a streamed answer as it goes, in gzip when the client takes it', async () => {
    const gzipped = await rawGet('/stream', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-length']).toBeUndefined();
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(PAGE);
    const brotli = await rawGet('/stream', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(PAGE);
  });
});

describe("a build's file behind the front (decision 0045)", () => {
  const brotliBest = (text: string) =>
    brotliCompressSync(Buffer.from(text), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    });

  it('is gzipped as Next streams it the first time, then sent from a copy kept at Brotli’s best', async () => {
    const path = '/_next/static/chunks/kept.js';
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await rawGet(path, browser);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString('utf8')).toBe(SCRIPT);
    let later = await rawGet(path, browser);
    for (let i = 0; i < 100 && later.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await rawGet(path, browser);
    }
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.body.equals(brotliBest(SCRIPT))).toBe(true);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(later.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(later.body).toString('utf8')).toBe(SCRIPT);
    // A client that takes only gzip still gets gzip.
    const gzipOnly = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString('utf8')).toBe(SCRIPT);
  });

  it('keeps no file whose address does not change with it, and sends a part of a file as it is', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await rawGet('/file', { 'accept-encoding': 'gzip, br' });
      expect(response.headers['content-encoding']).toBe('gzip');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const part = await rawGet('/_next/static/chunks/kept.js', { 'accept-encoding': 'gzip, br', range: 'bytes=10-99' });
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 10-99/${SCRIPT.length}`);
    expect(part.body.toString('utf8')).toBe(SCRIPT.slice(10, 100));
  });
});

describe('the encoding a client gets', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', 'gzip'],
    ['br', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=1', 'br', 'gzip'],
    ['*', 'gzip', 'gzip'],
    ['br;q=0.0, *', 'gzip', 'gzip'],
    ['deflate', null, null],
    ['identity', null, null],
    ['', null, null],
    [undefined, null, null],
  ])('%j: a whole page in %s, a streamed answer in %s', (header, whole, streamed) => {
    expect(chooseEncoding(header, { whole: true })).toBe(whole);
    expect(chooseEncoding(header, { whole: false })).toBe(streamed);
  });
});
