'use strict';
/**
 * The front of every Vitrine server: what a request meets before Next (docs/decisions/0037). It wraps
 * the request listener Next's `next start` (and the standalone server.js) gives to
 * `http.createServer`, through `server/preload.cjs`, so that Next's own files stay as published and an
 * upgrade of Next is a version bump. Plain CommonJS: it runs before anything is compiled.
 *
 * For each request, in order:
 * - the client's address, from what a client cannot forge (`clientAddress`), is put in the
 *   `x-vitrine-client-address` header (a value the client sent there is replaced), with a request id
 *   in `x-vitrine-request-id`;
 * - `TRACE`, `TRACK` and `CONNECT` are answered 405, a body declared larger than any form takes 413,
 *   a `next-action` header that is no action id or a router state header Next cannot read 400,
 *   at once, its body discarded as it comes rather than read; another method than GET or HEAD on a file 405 (Next would try to
 *   render a status page an App Router app does not have: a 500), or on a page's flight data (`.rsc`);
 * - requests are started one per event-loop iteration, in the order they arrived (`onePerIteration`);
 * - answers are compressed here (`server/compress.cjs`; Next's own compression is off), and a page
 *   leaves without the headers Next sets for its own router (`withoutInternalHeaders`);
 * - a 4xx that Next could not render (it answers 500 after setting the 4xx) leaves as the 4xx, and a
 *   server action that found its arguments malformed (`markBadRequest`) answers 400;
 * - a page that failed in its first render (Next's empty 500 document) carries our error page for a
 *   visitor without JavaScript (`server/error-page.cjs`).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { compressing } = require('./compress.cjs');
const { errorPageForNoScript } = require('./error-page.cjs');

/** As lib/visitor/schemas/constants.ts's MAX_BODY_BYTES (a unit test holds them equal). */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Slow clients: the headers within 10 s, the whole request (a CV on a slow phone) within 120 s. */
const TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 120_000, connectionsCheckingInterval: 1_000 };
/** How long a refused request's body may keep coming (discarded) before the connection is closed. */
const LINGER_MS = 10_000;

const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';
const NGINX_REQUEST_ID = /^[0-9a-f]{32}$/;
const REQUEST_ID_HEADER = 'x-vitrine-request-id';
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** As lib/platform/security/action-post.ts's ACTION_ID. */
const ACTION_ID = /^[0-9a-f]{2,}$/;
/** Statuses Next sets for a file and then fails to render a page for (decision 0029). */
const UNRENDERABLE = new Set([400, 405, 412, 416]);

/** Requests a server action refused as malformed (lib/platform/security/bad-request.ts adds their ids). */
const BAD_REQUESTS_KEY = Symbol.for('vitrine.badRequests');
function badRequests() {
  globalThis[BAD_REQUESTS_KEY] ??= new Set();
  return globalThis[BAD_REQUESTS_KEY];
}

function normalizeAddress(address) {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client's address. With no trusted proxy in front (`trustedProxies` 0, the default), the
 * socket's. With N trusted proxies, each appending the address it saw to `X-Forwarded-For` (nginx's
 * `$proxy_add_x_forwarded_for`), the entry the outermost of them appended: the N-th from the end.
 * Anything before it came from the client. A request with fewer entries did not come through them:
 * the socket's address stands.
 */
function clientAddress(socketAddress, forwardedFor, trustedProxies) {
  const socket = normalizeAddress(socketAddress);
  if (!trustedProxies) return socket;
  const entries = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < trustedProxies) return socket;
  return normalizeAddress(entries[entries.length - trustedProxies]);
}

/** TRUSTED_PROXIES, read when first needed: `next start` loads the .env files after this file runs. */
function trustedProxies() {
  const value = process.env.TRUSTED_PROXIES ?? '';
  if (value === '') return 0;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 && count <= 10 ? count : 0;
}

function refuse(res, status, headers = {}) {
  const body = `${http.STATUS_CODES[status]}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/** Whether a path names a file Next serves from disk: a built file, or one in public/. */
function isFile(pathname, options) {
  if (pathname.startsWith('/_next/static/')) return true;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return false;
  const file = path.join(options.publicDir, path.normalize(decoded));
  if (!file.startsWith(options.publicDir + path.sep)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether Next can read a router state header (`next-router-state-tree`, sent with a client-side
 * navigation's request for flight data). Next throws on one it cannot parse and answers a 500, wherever
 * it is sent. Next's own reader when its file is there, so that what passes is what Next accepts after
 * an upgrade too; else (a standalone build may not ship the file) the same shape checked here: a tuple
 * of a segment (a string, or a dynamic parameter's tuple) and the children's states by name.
 */
const readRouterState = (() => {
  try {
    return require('next/dist/server/app-render/parse-and-validate-flight-router-state').parseAndValidateFlightRouterState;
  } catch {
    const isState = (state, depth) =>
      depth < 2000 &&
      Array.isArray(state) &&
      (typeof state[0] === 'string' || (Array.isArray(state[0]) && typeof state[0][0] === 'string' && typeof state[0][1] === 'string')) &&
      state[1] !== null &&
      typeof state[1] === 'object' &&
      !Array.isArray(state[1]) &&
      Object.values(state[1]).every((child) => isState(child, depth + 1));
    return (header) => {
      if (typeof header !== 'string' || header.length > 40_000 || !isState(JSON.parse(decodeURIComponent(header)), 0))
        throw new Error('unreadable');
    };
  }
})();

function routerStateReadable(header) {
  try {
    readRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/** What the front refuses before Next: [status, headers] or null. */
function refusal(req, options) {
  if (REFUSED_METHODS.has(req.method)) return [405, { Allow: 'GET, HEAD, POST' }];
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > options.maxBodyBytes) return [413, {}];
  // A server-action header that names no action (empty, a fuzzer's text), wherever it is sent: the
  // proxy's matcher does not see an empty header, and Next answers it with a 500.
  const action = req.headers['next-action'];
  if (action !== undefined && !ACTION_ID.test(String(action))) return [400, {}];
  // A router state header Next cannot read (a fuzzer's `[""]`): Next answers it with a 500.
  const state = req.headers['next-router-state-tree'];
  if (state !== undefined && !routerStateReadable(state)) return [400, {}];
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const pathname = (req.url ?? '/').split('?')[0];
    // A page's flight data (`/nl/te-koop.rsc`) is read, never sent to: Next takes a form-encoded post
    // there for a server action in a flight request and answers 500, and the proxy sees the page's path.
    if (pathname.endsWith('.rsc') || isFile(pathname, options)) return [405, { Allow: 'GET, HEAD' }];
  }
  return null;
}

/**
 * Statuses as they are set on the response: when Next sets a 4xx it cannot render (decision 0029)
 * and then answers 500, the 4xx leaves, as its status text; a request a server action marked as
 * malformed leaves as a 400.
 */
function guardStatus(res, requestId) {
  let status = res.statusCode;
  let unrenderable = 0;
  Object.defineProperty(res, 'statusCode', {
    configurable: true,
    enumerable: true,
    get: () => status,
    set: (value) => {
      if (UNRENDERABLE.has(value) && !res.headersSent) unrenderable = value;
      status = value;
    },
  });
  const writeHead = res.writeHead;
  const end = res.end;
  let replaced = false;
  res.writeHead = function (code, ...rest) {
    if (badRequests().delete(requestId) && code < 400) code = 400;
    if (code === 500 && unrenderable) {
      replaced = true;
      const body = `${http.STATUS_CODES[unrenderable]}\n`;
      status = unrenderable;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      writeHead.call(this, unrenderable);
      return end.call(this, body);
    }
    return writeHead.call(this, code, ...rest);
  };
  res.end = function (...args) {
    if (replaced) return this;
    if (!res.headersSent && status === 500 && unrenderable) {
      res.writeHead(500);
      return this;
    }
    return end.apply(this, args);
  };
  res.once('close', () => badRequests().delete(requestId));
  const write = res.write;
  res.write = function (...args) {
    if (replaced) return true;
    return write.apply(this, args);
  };
}

/**
 * Requests started one per event-loop iteration, in the order they arrived (docs/decisions/0023,
 * amendment 13). libuv accepts one new connection per iteration, and an iteration runs the handler of
 * every request that arrived since the last: with 200 busy connections an iteration takes a hundred
 * milliseconds, and a newcomer's connection waits in the listen queue for as many iterations as there
 * are connections ahead of it. Started one per iteration, requests keep an iteration short, so
 * connections are accepted as they come and every visitor waits their turn in one queue.
 */
function onePerIteration(listener) {
  const waiting = [];
  let scheduled = false;
  const startNext = () => {
    const next = waiting.shift();
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
    if (next) void listener(next[0], next[1]);
  };
  return (req, res) => {
    waiting.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
}

/**
 * Headers Next sets on a page that no browser reads (the client's router reads them on flight data, not
 * on a document): the path the proxy rewrote to (an internal address, `/nl/page-not-found/page/`), how
 * long a prefetch stays fresh, and, twice, that the page was prerendered. They are taken off documents:
 * a page's headers travel with its first bytes, and a document within a new connection's first round trip
 * (14,600 bytes, headers included) paints a round trip sooner (docs/decisions/0045). `x-nextjs-cache` and
 * `x-deployment-id` stay: operators and the browser tests read them.
 */
const INTERNAL_PAGE_HEADERS = ['x-middleware-rewrite', 'x-nextjs-stale-time', 'x-nextjs-prerender'];

function withoutInternalHeaders(res) {
  const { writeHead } = res;
  res.writeHead = function (...args) {
    if (!this.headersSent && /^text\/html\b/.test(String(this.getHeader('Content-Type') ?? ''))) {
      for (const name of INTERNAL_PAGE_HEADERS) this.removeHeader(name);
    }
    return writeHead.apply(this, args);
  };
}

/** The front around a request listener (options for tests and `npm run bench:front`; the defaults are the server's). */
function front(listener, overrides = {}) {
  const options = {
    maxBodyBytes: MAX_BODY_BYTES,
    publicDir: path.resolve('public'),
    compress: true,
    onePerIteration: true,
    lingerMs: LINGER_MS,
    trustedProxies,
    ...overrides,
  };
  const started = options.onePerIteration ? onePerIteration(listener) : listener;
  return (req, res) => {
    const trusted = options.trustedProxies();
    // nginx's $request_id when it is in front (its access log has it too), else one of our own.
    const sent = req.headers['x-request-id'];
    const requestId = trusted > 0 && typeof sent === 'string' && NGINX_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
    const refused = refusal(req, options);
    if (refused) {
      refuse(res, ...refused);
      // The body is not read but discarded as it comes, as nginx's lingering close does: closing at once
      // would reset the connection under a client still sending, which then never sees the answer. A
      // body that does not come to its end within LINGER_MS closes the connection.
      if (!req.complete) {
        req.resume();
        const linger = setTimeout(() => req.socket.destroy(), options.lingerMs);
        linger.unref();
        req.once('end', () => clearTimeout(linger));
        req.once('close', () => clearTimeout(linger));
      }
      return;
    }
    // Compression innermost, so that an answer the guard replaces is compressed like any other.
    if (options.compress) compressing(req, res);
    withoutInternalHeaders(res);
    guardStatus(res, requestId);
    // Outermost: it sees Next's document as Next writes it.
    errorPageForNoScript(req, res);
    started(req, res);
  };
}

module.exports = {
  front,
  clientAddress,
  onePerIteration,
  TIMEOUTS,
  MAX_BODY_BYTES,
  CLIENT_ADDRESS_HEADER,
  REQUEST_ID_HEADER,
  BAD_REQUESTS_KEY,
};
