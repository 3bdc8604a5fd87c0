'use strict';
/**
 * Files that never change at their address, answered from memory (server/front.cjs). Next's built files
 * (`/_next/static/…`, named by their content) and the font and icon sprite (their address carries their
 * content's hash: next.config.ts) leave Next with `Cache-Control: …, immutable`. Next reads each from
 * disk again for every request, and the front gzipped each as it streamed: 10-20 ms per file when a
 * phone asks for a page's twenty files at once, which Lighthouse's simulation adds to every request of
 * a page (docs/decisions/0037, amendment 1). The first whole 200 answer of such a file is kept as Next
 * sent it, headers and bytes, with its gzip made once on the thread pool; later requests for the same
 * address get those, without Next.
 *
 * A request that asks for part of a file (`Range`) or sets a condition (`If-None-Match`, `If-Match`,
 * `If-Modified-Since`…) goes to Next as before, and an answer that sets a cookie is never kept. What is kept is
 * bounded (`limitBytes`, the least recently asked for leaving first), so addresses with made-up query
 * strings cannot grow it.
 */
const zlib = require('node:zlib');
const { acceptsGzip, compressible, Recent, MIN_BYTES } = require('./compress.cjs');

/** The largest file kept: a built chunk is at most a few hundred kB. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Set by the front or by this module: not part of what a kept answer repeats. */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** Headers that make a request more than "the file, whole": Next answers those (206, 304, 412, 416). */
const CONDITIONS = ['range', 'if-range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

function asked(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && CONDITIONS.every((name) => req.headers[name] === undefined);
}

function keptFiles({ limitBytes = 32 * 1024 * 1024 } = {}) {
  const sizeOf = (file) => file.body.length + (file.gzipped?.length ?? 0);
  const files = new Recent(limitBytes, sizeOf);
  /** Kept unless it alone is over the limit (it would push every other file out, then itself). */
  const keep = (url, file) => {
    if (sizeOf(file) + url.length * 2 <= limitBytes) files.set(url, file);
  };

  /** Answers `req` from memory when its file is kept; false when Next must. */
  function answer(req, res) {
    if (!asked(req)) return false;
    const file = files.peek(req.url);
    if (!file) return false;
    const gzip = file.gzipped !== null && acceptsGzip(req.headers['accept-encoding']);
    const body = gzip ? file.gzipped : file.body;
    const headers = { ...file.headers, 'content-length': body.length };
    if (file.gzipped !== null) headers.vary = file.headers.vary ? `${file.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** Follows Next's answer to `req` and keeps it when it is a whole, unchanging file. */
  function follow(req, res) {
    if (req.method !== 'GET' || !asked(req)) return;
    const { writeHead, write, end } = res;
    // Next's own headers, as they are before the front's compression adds its encoding to them.
    let headers = null;
    res.writeHead = function (status, ...rest) {
      if (headers === null) {
        headers = {};
        const given = rest.find((arg) => arg !== null && typeof arg === 'object');
        for (const [name, value] of Object.entries({ ...this.getHeaders(), ...given })) headers[name.toLowerCase()] = value;
      }
      return writeHead.call(this, status, ...rest);
    };
    let parts = [];
    let size = 0;
    const take = (chunk, encoding) => {
      if (parts === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      // Decided with the first bytes, from the headers Next has set by then: anything else (a page, an
      // image) is not collected at all.
      if (size === 0 && (res.statusCode !== 200 || !/\bimmutable\b/.test(String(res.getHeader('cache-control') ?? '')))) {
        parts = null;
        return;
      }
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      if (size > MAX_FILE_BYTES) parts = null;
      else parts.push(buffer);
    };
    res.write = function (chunk, encoding, callback) {
      take(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      take(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.once('finish', () => {
      if (parts === null || headers === null || res.statusCode !== 200) return;
      if (headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return;
      if (!/\bimmutable\b/.test(String(headers['cache-control'] ?? ''))) return;
      const body = Buffer.concat(parts);
      const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED.has(name)));
      // Gzipped as the front's compression would have: the same types, from the same size.
      if (!compressible(res, true) || body.length < MIN_BYTES) return keep(req.url, { headers: kept, body, gzipped: null });
      zlib.gzip(body, (error, gzipped) => {
        if (!error) keep(req.url, { headers: kept, body, gzipped });
      });
    });
  }

  return { answer, follow };
}

module.exports = { keptFiles };
