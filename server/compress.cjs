'use strict';
/**
 * Compression in the front (server/front.cjs; Next's own is off: next.config.ts `compress: false`).
 *
 * A page Next answers whole (a cached page: one `res.end(page)`) is gzipped once and the same bytes
 * are sent to every client that takes gzip while it is among the recently sent (docs/decisions/0023,
 * amendment 12: gzipping each answer again halved the rate at 200 connections on a page everyone asks
 * for). Its first time it is gzipped as it streams, on the thread pool, and kept: gzipping it on the
 * main thread at level 9 halved the rate on the long tail of detail pages instead, which the cache does
 * not hold (`npm run bench:front`, docs/benchmarks.md). A large page is written as one Buffer, also to a
 * client that takes no gzip (amendment 10: given a string of more than 64k characters with one beyond
 * Latin-1, Node flattens headers and body into a fresh large allocation per request). Streamed answers
 * (a page rendered on request, a file) are gzipped as they go, flushed whenever Next flushes.
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml|rss\+xml|x-component)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
/** From this length a string body is written as a Buffer (amendment 10). */
const LARGE_STRING = 65_536;
const CACHE_BYTES = 32 * 1024 * 1024;

/** The most recently used bodies, compressed or encoded once, up to CACHE_BYTES. */
class Recent {
  constructor(limit) {
    this.limit = limit;
    this.entries = new Map();
    this.bytes = 0;
  }
  get(key, make) {
    const value = this.peek(key);
    return value ?? this.set(key, make());
  }
  /** The value kept under `key`, now the most recently used, or undefined. */
  peek(key) {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key, value) {
    if (this.entries.has(key)) return value;
    this.entries.set(key, value);
    this.bytes += value.length + (typeof key === 'string' ? key.length * 2 : 0);
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.length + (typeof oldKey === 'string' ? oldKey.length * 2 : 0);
    }
    return value;
  }
}

const gzipped = new Recent(CACHE_BYTES);
const encoded = new Recent(CACHE_BYTES / 4);

function acceptsGzip(header) {
  return String(header ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(/\s*;\s*/);
      return (name === 'gzip' || name === '*') && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
    });
}

/** Whether this answer is one to compress, judged from its headers before they leave. */
function compressible(res) {
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  if (/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''));
}

function addVary(res) {
  const vary = res.getHeader('Vary');
  if (!/\baccept-encoding\b/i.test(String(vary ?? ''))) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** What a whole body is kept under: the string itself (Next's cache holds the same one), or a Buffer's hash. */
const bodyKey = (body) => (typeof body === 'string' ? body : crypto.createHash('sha1').update(body).digest('base64'));

/** Compresses `res` for `req` where it pays; a no-op for HEAD and for clients that take no gzip. */
function compressing(req, res) {
  if (req.method === 'HEAD') return;
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const { writeHead, write, end } = res;
  let stream = null;
  /** An answer too small to gain from gzip, known whole. */
  let small = false;

  /** The whole body's key when it is gzipped as it streams for the first time, to keep the result. */
  let keep = null;

  res.writeHead = function (status, ...rest) {
    if (typeof status === 'number') this.statusCode = status;
    if (!this.headersSent && rest.length === 0 && compressible(this)) {
      addVary(this);
      if (gzip && !small) {
        this.setHeader('Content-Encoding', 'gzip');
        this.removeHeader('Content-Length');
        stream = zlib.createGzip();
        const parts = keep === null ? null : [];
        stream.on('data', (chunk) => {
          parts?.push(chunk);
          write.call(res, chunk);
        });
        stream.on('end', () => {
          if (parts) gzipped.set(keep, Buffer.concat(parts));
          end.call(res);
        });
      }
    }
    return writeHead.call(this, status, ...rest);
  };

  res.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!stream) return write.call(this, chunk, encoding, callback);
    stream.write(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };

  res.flush = function () {
    if (stream) stream.flush();
  };

  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    // The whole answer at once, headers not sent: compressed once, or encoded once when large.
    if (!this.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const length = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (compressible(this)) {
        addVary(this);
        if (gzip && length >= MIN_BYTES) {
          const key = bodyKey(chunk);
          const body = gzipped.peek(key);
          if (body) {
            this.setHeader('Content-Encoding', 'gzip');
            this.setHeader('Content-Length', body.length);
            return end.call(this, body, callback);
          }
          // Not among the recent: gzipped as it streams (below), and kept.
          keep = key;
        }
      }
      if (keep === null && typeof chunk === 'string' && chunk.length >= LARGE_STRING) {
        const body = encoded.get(chunk, () => Buffer.from(chunk, encoding ?? 'utf8'));
        this.setHeader('Content-Length', body.length);
        return end.call(this, body, callback);
      }
      small = length < MIN_BYTES;
    }
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!stream) return end.call(this, chunk, encoding, callback);
    if (callback) this.once('finish', callback);
    if (chunk !== undefined && chunk !== null) stream.end(chunk, encoding);
    else stream.end();
    return this;
  };
}

module.exports = { compressing, acceptsGzip };
