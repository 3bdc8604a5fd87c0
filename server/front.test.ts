/**
 * server/front.cjs: what a request meets before Next. Real HTTP servers on loopback, created as
 * `next start` creates its own (through the preload's `http.createServer`), with a listener standing in
 * for Next.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@/lib/visitor/schemas/constants';

// CommonJS, as the server loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const frontModule = require('./front.cjs') as {
  front: (listener: http.RequestListener, options?: Record<string, unknown>) => http.RequestListener;
  clientAddress: (socket: string | undefined, forwardedFor: string | undefined, trusted: number) => string;
  TIMEOUTS: { headersTimeout: number; requestTimeout: number };
  MAX_BODY_BYTES: number;
  BAD_REQUESTS_KEY: symbol;
};
const { front, clientAddress, TIMEOUTS } = frontModule;

describe("the client's address", () => {
  it('is the socket’s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8', 0)).toBe('127.0.0.1');
  });

  it('is the entry the trusted proxies appended: what the client put before it is ignored', () => {
    // nginx appends the address it saw: "<forged by the client>, <nginx's view>".
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
    // Two proxies: a CDN then nginx, each appending.
    expect(clientAddress('10.0.0.2', 'forged, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: it did not come through them; the socket's address stands.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.7', 2)).toBe('10.0.0.2');
  });
});

describe('the front, on a live server', () => {
  let server: http.Server;
  let port: number;
  let trusted = 0;
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-public-'));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), 'User-agent: *\n');
  /** What the listener (Next's place) saw, by request. */
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // Short times for slow clients here, the server's own below.
    const timeouts = { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 100 };
    server = http.createServer(
      timeouts,
      front(
        (req, res) => {
          seen.push(req.headers);
          if (req.url === '/unrenderable') {
            // As Next does for a file it cannot serve: sets the 4xx, fails to render its page, answers 500.
            res.statusCode = 416;
            res.statusCode = 500;
            res.end('Internal Server Error');
            return;
          }
          if (req.url === '/bad-action') {
            // As lib/platform/security/bad-request.ts does from inside a server action.
            const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
            (store[frontModule.BAD_REQUESTS_KEY] ??= new Set()).add(String(req.headers['x-vitrine-request-id']));
            res.setHeader('Content-Type', 'text/x-component');
            res.end('0:{}');
            return;
          }
          if (req.url?.startsWith('/fr/failed') || req.url === '/nl/plain-500') {
            // As Next answers a page that failed in its first render: an empty document, in two writes.
            res.statusCode = 500;
            res.setHeader('Content-Type', req.url === '/nl/plain-500' ? 'text/plain' : 'text/html; charset=utf-8');
            res.write('<!DOCTYPE html><html data-dpl-id="d1" id="__next_error__"><head><meta charset="utf-8"/></head>');
            res.end('<body><script>self.__next_f=[]</script></body></html>');
            return;
          }
          if (req.url === '/page' || req.url === '/flight') {
            // As Next answers a prerendered page (through the proxy's rewrite) and its flight data.
            res.setHeader('Content-Type', req.url === '/page' ? 'text/html; charset=utf-8' : 'text/x-component');
            res.setHeader('x-middleware-rewrite', '/nl/page-not-found/page/');
            res.setHeader('x-nextjs-stale-time', '300');
            res.appendHeader('x-nextjs-prerender', '1');
            res.appendHeader('x-nextjs-prerender', '1');
            res.setHeader('x-nextjs-cache', 'HIT');
            res.setHeader('x-deployment-id', 'build-1');
            res.end('<!DOCTYPE html><title>x</title>');
            return;
          }
          req.resume();
          req.on('end', () => res.end('ok'));
        },
        { publicDir, trustedProxies: () => trusted, lingerMs: 500 },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request on a socket of its own; resolves with what came back when the server closed it or answered. */
  function raw(text: string, { waitForClose = false } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (!waitForClose && /\r\n\r\n/.test(answer)) socket.end();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('puts the address in x-vitrine-client-address, replacing a forged one, with a request id', async () => {
    trusted = 0;
    seen.length = 0;
    await raw(
      'GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.1\r\nX-Vitrine-Client-Address: 198.51.100.2\r\nX-Vitrine-Request-Id: forged\r\n\r\n',
    );
    expect(seen[0]?.['x-vitrine-client-address']).toBe('127.0.0.1');
    expect(seen[0]?.['x-vitrine-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    trusted = 1;
    await raw('GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.1, 203.0.113.7\r\n\r\n');
    expect(seen[1]?.['x-vitrine-client-address']).toBe('203.0.113.7');
    trusted = 0;
  });

  it("sends a page without the headers only Next's router reads; flight data keeps them", async () => {
    const page = await fetch(`http://127.0.0.1:${port}/page`);
    for (const name of ['x-middleware-rewrite', 'x-nextjs-stale-time', 'x-nextjs-prerender'])
      expect(page.headers.get(name), name).toBeNull();
    expect(page.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(page.headers.get('x-deployment-id')).toBe('build-1');
    expect(await page.text()).toContain('<title>x</title>');
    const flight = await fetch(`http://127.0.0.1:${port}/flight`);
    expect(flight.headers.get('x-middleware-rewrite')).toBe('/nl/page-not-found/page/');
    expect(flight.headers.get('x-nextjs-stale-time')).toBe('300');
  });

  it("adds our error page for a visitor without JavaScript to Next's empty 500 document, and to nothing else", async () => {
    const failed = await fetch(`http://127.0.0.1:${port}/fr/failed/?q=%22x%22`);
    expect(failed.status).toBe(500);
    const html = await failed.text();
    expect(html).toContain('<html lang="fr" data-dpl-id="d1" id="__next_error__">');
    expect(html).toContain('<title>Une erreur s&#39;est produite</title>');
    expect(html).toMatch(
      /<body><noscript>.*<h1>Une erreur s&#39;est produite<\/h1>.*<a href="\/fr\/">Retour à l&#39;accueil<\/a>.*<\/noscript><script>/s,
    );
    expect(html).toContain('href="/fr/failed/?q=%22x%22"');
    expect(await (await fetch(`http://127.0.0.1:${port}/nl/plain-500`)).text()).not.toContain('noscript');
    expect(await (await fetch(`http://127.0.0.1:${port}/page`)).text()).toBe('<!DOCTYPE html><title>x</title>');
  });

  it('answers TRACE 405 on any path, before Next', async () => {
    seen.length = 0;
    for (const path of ['/nl/', '/robots.txt', '/api/search/', '/_next/static/chunks/a.js']) {
      const answer = await raw(`TRACE ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    }
    // Node's parser knows no TRACK: its own 400.
    expect(await raw('TRACK /nl/ HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(seen).toHaveLength(0);
  });

  it('answers another method than GET or HEAD on a file 405, with Allow', async () => {
    for (const [method, file] of [
      ['POST', '/robots.txt'],
      ['OPTIONS', '/robots.txt'],
      ['DELETE', '/_next/static/chunks/a.js'],
      ['POST', '/nl/te-koop.rsc'],
      ['POST', '/map-frame/page.rsc?a=1'],
    ]) {
      const answer = await raw(`${method} ${file} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`);
      expect(answer, `${method} ${file}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    }
    // A post to a page is Next's.
    expect(await raw('POST /nl/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses a declared body larger than any form takes at once, without waiting for it', async () => {
    expect(frontModule.MAX_BODY_BYTES).toBe(MAX_BODY_BYTES);
    // 7 MB declared, not a byte sent: the answer comes anyway, and the connection is closed soon after.
    const answer = await raw(`POST /nl/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: ${7 * 1024 * 1024}\r\n\r\n`, { waitForClose: true });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // A client that sends the 7 MB anyway gets the answer, not a reset connection.
    const sent = await fetch(`http://127.0.0.1:${port}/nl/contact/`, { method: 'POST', body: new Uint8Array(7 * 1024 * 1024) });
    expect(sent.status).toBe(413);
  });

  it('closes a connection whose headers never end, and one whose declared body never comes', async () => {
    expect(await raw('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1', { waitForClose: true })).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(await raw('POST /nl/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc', { waitForClose: true })).toMatch(
      /^(HTTP\/1\.1 408 |$)/,
    );
    // The server's own bounds.
    expect(TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(TIMEOUTS.requestTimeout).toBeLessThanOrEqual(120_000);
  });

  it('answers a 4xx Next could not render as that 4xx, not a 500', async () => {
    const answer = await raw('GET /unrenderable HTTP/1.1\r\nHost: x\r\n\r\n', { waitForClose: false });
    expect(answer).toMatch(/^HTTP\/1\.1 416 /);
  });

  it('answers 400 for a next-action header that names no action, on any path', async () => {
    for (const value of ['', 'x', '0000zz'])
      expect(await raw(`POST /api/search/ HTTP/1.1\r\nHost: x\r\nNext-Action: ${value}\r\nContent-Length: 0\r\n\r\n`), value).toMatch(
        /^HTTP\/1\.1 400 /,
      );
  });

  it('answers 400 for a router state header Next cannot read, on any path, and passes a readable one', async () => {
    for (const value of ['%', 'not json', '%5B%22%22%5D', '[""]', '[]', `["",{"children":${'['.repeat(5)}`])
      expect(
        await raw(`POST /api/x/page.rsc HTTP/1.1\r\nHost: x\r\nNext-Router-State-Tree: ${value}\r\nContent-Length: 0\r\n\r\n`),
        value,
      ).toMatch(/^HTTP\/1\.1 400 /);
    const readable = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}, null, null] }, null, 'refetch']));
    for (const value of [readable, '["",{}]'])
      expect(await raw(`GET /nl/ HTTP/1.1\r\nHost: x\r\nNext-Router-State-Tree: ${value}\r\n\r\n`), value).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers 400 for a request a server action marked as malformed', async () => {
    expect(await raw('POST /bad-action HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });
});
