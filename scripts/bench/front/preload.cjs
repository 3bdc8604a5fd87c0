'use strict';
/**
 * `npm run bench:front` (scripts/bench/front.ts): server/preload.cjs in one of the variants the bench
 * compares, chosen by VITRINE_BENCH_FRONT:
 * - `front`: the front as every server runs it (server/front.cjs);
 * - `front-unordered`: the front, requests started as they come rather than one per event-loop iteration;
 * - `front-next-gzip`: the front without its own compression, Next's instead (what `compress: true`
 *   in next.config.ts does: its compiled `compression` middleware, every answer gzipped again);
 * - `next`: no front at all, Next's compression: `next start` as published.
 */
const http = require('node:http');
const { front, TIMEOUTS } = require('../../../server/front.cjs');

const variant = process.env.VITRINE_BENCH_FRONT ?? 'front';

/** Next's own compression around a listener, as its server applies it before handling a request. */
function nextGzip(listener) {
  const compression = require('next/dist/compiled/compression')();
  return (req, res) => compression(req, res, () => listener(req, res));
}

const variants = {
  front: (listener) => front(listener),
  'front-unordered': (listener) => front(listener, { onePerIteration: false }),
  'front-next-gzip': (listener) => front(nextGzip(listener), { compress: false }),
  next: (listener) => nextGzip(listener),
};
const wrap = variants[variant];
if (!wrap) throw new Error(`VITRINE_BENCH_FRONT: unknown variant "${variant}" (${Object.keys(variants).join(', ')})`);

const createServer = http.createServer;
http.createServer = function (options, listener) {
  if (typeof options === 'function') [options, listener] = [{}, options];
  const timeouts = variant === 'next' ? {} : TIMEOUTS;
  return createServer.call(this, { ...timeouts, ...options }, listener ? wrap(listener) : listener);
};
