'use strict';
/**
 * Compression in the front (server/front.cjs; Next's own is off: next.config.ts `compress: false`).
 *
 * Brotli to a client that takes it, gzip to one that takes only gzip (docs/decisions/0045): every
 * browser asks for `br`, and a page is a fifth to a quarter smaller in it, often what keeps a page's
 * document within the first round trip of a new connection.
 *
 * A page Next answers whole (a cached page: one `res.end(page)`) is compressed once and the same bytes
 * are sent to every client that takes that encoding while it is among the recently sent (docs/decisions/0023,
 * amendment 12: gzipping each answer again halved the rate at 200 connections on a page everyone asks
 * for). Its first time it is compressed as it streams, on the thread pool, at a quality as cheap as
 * gzip's, and kept: compressing it on the main thread at gzip's level 9 halved the rate on the long tail
 * of detail pages instead, which the cache does not hold (`npm run bench:front`, docs/benchmarks.md).
 * When a kept Brotli page is asked for again, it is compressed once more at Brotli's best quality on the
 * thread pool (0.1-0.3 s of one thread per page) and the smaller bytes replace the kept ones: only pages
 * asked for twice pay for it. A large page is written as one Buffer, also to a client that takes no
 * compression (amendment 10: given a string of more than 64k characters with one beyond Latin-1, Node
 * flattens headers and body into a fresh large allocation per request). Streamed answers (a page
 * rendered on request, a file) are gzipped as they go, flushed whenever Next flushes; a build's file
 * (`/_next/static/`) is gathered as it streams and kept at Brotli's best for later clients.
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml|rss\+xml|x-component)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
/** From this length a string body is written as a Buffer (amendment 10). */
const LARGE_STRING = 65_536;
/** Per encoding. */
const CACHE_BYTES = 32 * 1024 * 1024;
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_PARAM_SIZE_HINT, BROTLI_MODE_TEXT, BROTLI_MAX_QUALITY } = zlib.constants;
/** As cheap as gzip's default level and a sixth smaller (decision 0045). */
const BROTLI_FIRST = 5;

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
  has(key) {
    return this.entries.has(key);
  }
  /** Puts `value` in place of what `key` holds, if it still holds something. */
  replace(key, value) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.set(key, value);
    this.bytes += value.length - old.length;
  }
}

/** The compressed bodies, per encoding; the Brotli ones already at the best quality; those being made so. */
const kept = { br: new Recent(CACHE_BYTES), gzip: new Recent(CACHE_BYTES) };
const best = new WeakSet();
const improving = new Set();
const encoded = new Recent(CACHE_BYTES / 4);

/**
 * The encoding to answer in, among those the client takes (`*` standing for gzip; `q=0` refuses one),
 * or null. A whole body, compressed once and kept, goes in Brotli first; a streamed one in gzip first:
 * Brotli holds its output back longer, and a file's first byte came 95-190 ms later in a page's burst
 * (decision 0045).
 */
function chooseEncoding(header, { whole }) {
  const taken = new Set();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.trim().split(/\s*;\s*/);
    if (name && !params.some((param) => /^q=0(?:\.0*)?$/.test(param))) taken.add(name === '*' ? 'gzip' : name);
  }
  const order = whole ? ['br', 'gzip'] : ['gzip', 'br'];
  return order.find((coding) => taken.has(coding)) ?? null;
}

function compressor(coding, length) {
  if (coding === 'gzip') return zlib.createGzip();
  const params = { [BROTLI_PARAM_QUALITY]: BROTLI_FIRST, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT };
  if (length) params[BROTLI_PARAM_SIZE_HINT] = length;
  return zlib.createBrotliCompress({ params });
}

/**
 * `whole` compressed at Brotli's best on the thread pool, once at a time per key, and kept under `key`:
 * in place of the kept body `current` when smaller, or as the first kept body when there is none.
 */
function keepBest(key, whole, length, current) {
  if (improving.has(key)) return;
  improving.add(key);
  const params = { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: length };
  zlib.brotliCompress(whole, { params }, (error, body) => {
    improving.delete(key);
    if (error) return;
    if (!current) kept.br.set(key, body);
    else if (body.length < current.length) kept.br.replace(key, body);
    best.add(current && body.length >= current.length ? current : body);
  });
}

/** The largest file whose bytes are gathered as Next streams it, to keep it in Brotli. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The key of an answer that is a build's file (`/_next/static/`, immutable: its address changes with its
 * content), from its request and Next's headers, or null.
 */
function buildFile(req, res) {
  if (res.statusCode !== 200 || !req.url?.startsWith('/_next/static/')) return null;
  if (!/\bimmutable\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  const length = Number(res.getHeader('Content-Length'));
  return Number.isInteger(length) && length > 0 && length <= MAX_FILE_BYTES ? req.url : null;
}

/** Whether this answer is one to compress, judged from its headers before they leave. */
function compressible(res) {
  // A part of a file (206) leaves as it is: its Content-Range counts the file's own bytes.
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return false;
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

/** Compresses `res` for `req` where it pays; a no-op for HEAD and for clients that take no compression. */
function compressing(req, res) {
  if (req.method === 'HEAD') return;
  const accepted = req.headers['accept-encoding'];
  const { writeHead, write, end } = res;
  let stream = null;
  /** An answer too small to gain from compression, known whole. */
  let small = false;

  /** The whole body's key and length when it is compressed as it streams for the first time, to keep the result. */
  let keep = null;
  let keepLength = 0;
  /** A build's file kept in Brotli, sent in place of what Next streams. */
  let keptFile = null;
  /** A build's file as Next streams it, gathered to keep it in Brotli, and its key. */
  let gathered = null;
  let fileKey = null;

  res.writeHead = function (status, ...rest) {
    if (typeof status === 'number') this.statusCode = status;
    if (!this.headersSent && rest.length === 0 && compressible(this)) {
      addVary(this);
      const file = buildFile(req, this);
      if (file && chooseEncoding(accepted, { whole: true }) === 'br') {
        keptFile = kept.br.peek(file) ?? null;
        if (keptFile) {
          this.setHeader('Content-Encoding', 'br');
          this.setHeader('Content-Length', keptFile.length);
          return writeHead.call(this, status, ...rest);
        }
        // Streamed as any file below, its bytes gathered, and kept in Brotli's best once it has ended.
        if (!improving.has(file)) [gathered, fileKey] = [[], file];
      }
      const coding = chooseEncoding(accepted, { whole: keep !== null });
      if (coding && !small) {
        this.setHeader('Content-Encoding', coding);
        this.removeHeader('Content-Length');
        stream = compressor(coding, keepLength);
        const parts = keep === null ? null : [];
        stream.on('data', (chunk) => {
          parts?.push(chunk);
          write.call(res, chunk);
        });
        stream.on('end', () => {
          if (parts) kept[coding].set(keep, Buffer.concat(parts));
          if (gathered && !kept.br.has(fileKey)) {
            const whole = Buffer.concat(gathered);
            keepBest(fileKey, whole, whole.length, null);
          }
          end.call(res);
        });
      }
    }
    return writeHead.call(this, status, ...rest);
  };

  /** Next's bytes of a build's file, gathered to keep it (or dropped, when the kept copy goes instead). */
  const gather = (chunk, encoding) => {
    if (gathered && chunk !== undefined && chunk !== null)
      gathered.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? 'utf8'));
  };

  res.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (keptFile) {
      if (typeof encoding === 'function') encoding();
      else if (typeof callback === 'function') callback();
      return true;
    }
    gather(chunk, typeof encoding === 'string' ? encoding : undefined);
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
        const coding = chooseEncoding(accepted, { whole: true });
        if (coding && length >= MIN_BYTES) {
          const key = bodyKey(chunk);
          const body = kept[coding].peek(key);
          if (body) {
            // Asked for again: worth Brotli's best.
            if (coding === 'br' && !best.has(body)) keepBest(key, chunk, length, body);
            this.setHeader('Content-Encoding', coding);
            this.setHeader('Content-Length', body.length);
            return end.call(this, body, callback);
          }
          // Not among the recent: compressed as it streams (below), and kept.
          keep = key;
          keepLength = length;
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
    if (keptFile) return end.call(this, keptFile, callback);
    gather(chunk, encoding);
    if (!stream) return end.call(this, chunk, encoding, callback);
    if (callback) this.once('finish', callback);
    if (chunk !== undefined && chunk !== null) stream.end(chunk, encoding);
    else stream.end();
    return this;
  };
}

module.exports = { compressing, chooseEncoding };
