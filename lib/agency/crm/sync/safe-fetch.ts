/**
 * A GET for URLs the catalogue names (the CRM's media), which must never make the server reach its own
 * or its network's internal addresses, whatever the name says: a public-looking name may resolve to
 * 127.0.0.1, to a private network or to the cloud's metadata address (169.254.169.254), and a public host
 * may redirect to one.
 *
 * So a name is resolved here, once, to ALL its addresses; if any of them is internal the URL is refused,
 * and the socket connects to the addresses that were checked (the request's `lookup` hands them over: no
 * second lookup a rebinding DNS could answer differently; the Host header and TLS SNI keep the name). An
 * IP literal is checked the same way. Redirects are followed here, at most three, each hop checked as
 * the first. Other hosts are fetched over https only.
 *
 * The CRM's own origins are trusted whatever their scheme and address (an in-house CRM may live on a
 * private network, the tests' fake CRM on 127.0.0.1): the sync already talks to them.
 *
 * The body is capped while read and the whole exchange (redirects included) has one deadline. Errors
 * name the host, never the URL (its path or query may carry a token) nor credentials:
 * `FetchRefused` for a URL this policy does not fetch (the caller leaves the file out), `FetchFailed` for
 * a host that cannot be reached, is slow or breaks off (the caller may try again later).
 *
 * Built on node:http and node:https rather than `fetch`, whose connection cannot be given an address.
 */
import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a name (the tests inject their own; the default asks the system as `fetch` would). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface SafeGetOptions {
  /** Origins trusted whatever their scheme and address (the CRM's), matched by host and port. */
  trustedOrigins: readonly string[];
  /** The body's cap, enforced while it is read. */
  maxBytes: number;
  /** One deadline for the whole exchange, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  resolve?: Resolver;
  userAgent?: string;
}

export interface SafeResponse {
  status: number;
  /** The body of a 2xx answer; empty for any other status (not read). */
  body: Buffer;
}

/** A URL this policy does not fetch: an internal address, plain http elsewhere than the CRM, too many redirects, too large. */
export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefused';
  }
}

/** A host that cannot be resolved or reached, that is too slow, or whose answer breaks off. */
export class FetchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchFailed';
  }
}

export const MAX_REDIRECTS = 3;

// Internal: this machine, private and shared networks, link-local (the cloud's metadata address),
// benchmarking, multicast and reserved ranges. Nothing a catalogue's photo can legitimately live on.
const INTERNAL_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// The unspecified and loopback addresses and the deprecated IPv4-compatible range around them (::/96,
// where nothing public lives), unique-local, link-local, the deprecated site-local, multicast.
const INTERNAL_IPV6: readonly [string, number][] = [
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
const internal = new net.BlockList();
for (const [network, prefix] of INTERNAL_IPV4) internal.addSubnet(network, prefix, 'ipv4');
internal.addAddress('::', 'ipv6');
internal.addAddress('::1', 'ipv6');
for (const [network, prefix] of INTERNAL_IPV6) internal.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit words of an IPv6 address (already valid by net.isIPv6), a dotted IPv4 tail included. */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((word) => parseInt(word, 16));
}

/**
 * The IPv4 address an IPv6 one stands for, where the network delivers it to that IPv4 address:
 * IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
 */
function embeddedIPv4(words: readonly number[]): string | null {
  const quad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zero = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const [w0 = 0, w1 = 0, w2 = 0, , w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  if (zero(0, 5) && w5 === 0xffff) return quad(w6, w7);
  if (zero(0, 4) && w4 === 0xffff && w5 === 0) return quad(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && zero(2, 6)) return quad(w6, w7);
  if (w0 === 0x2002) return quad(w1, w2);
  return null;
}

/** An address of this machine or of a private, link-local, shared or reserved network; anything not an address counts as one. */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const words = ipv6Words(address);
  const v4 = embeddedIPv4(words);
  if (v4 !== null && internal.check(v4, 'ipv4')) return true;
  return internal.check(words.map((word) => word.toString(16)).join(':'), 'ipv6');
}

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

function isTrusted(target: URL, trustedOrigins: readonly string[]): boolean {
  return trustedOrigins.some((origin) => {
    try {
      return new URL(origin).host === target.host;
    } catch {
      return false;
    }
  });
}

/** Rejects when the deadline passes first (a lookup cannot be cancelled). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    if (signal.aborted) abort();
  });
}

/** The addresses a URL may be fetched at, checked; a FetchRefused when it may not be. */
async function checkTarget(target: URL, options: SafeGetOptions, signal: AbortSignal, deadline: string): Promise<ResolvedAddress[]> {
  const host = target.host;
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FetchRefused(`${host}: only http and https are fetched`);
  if (target.username || target.password) throw new FetchRefused(`${host}: an address with credentials is not fetched`);
  const trusted = isTrusted(target, options.trustedOrigins);
  if (!trusted && target.protocol !== 'https:') throw new FetchRefused(`${host}: plain http is fetched from the CRM's host only`);
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(hostname);
  let addresses: readonly ResolvedAddress[];
  if (literal) addresses = [{ address: hostname, family: literal }];
  else {
    try {
      addresses = await beforeDeadline((options.resolve ?? systemResolver)(hostname), signal);
    } catch {
      throw new FetchFailed(signal.aborted ? deadline : `${host}: the name does not resolve`);
    }
    if (!addresses.length) throw new FetchFailed(`${host}: the name does not resolve`);
  }
  if (!trusted) {
    const inside = addresses.find((a) => isInternalAddress(a.address));
    if (inside) throw new FetchRefused(`${host}: resolves to ${inside.address}, an address of this machine or a private network`);
  }
  return addresses.map((a) => ({ address: a.address, family: net.isIP(a.address) || a.family }));
}

/** The request's lookup: the checked addresses, as the socket asks for them (one, or all for Happy Eyeballs). */
function pinned(addresses: readonly ResolvedAddress[]): net.LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    const family = lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
    const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    const first = usable[0];
    if (!first) return callback(Object.assign(new Error('no address of the requested family'), { code: 'ENOTFOUND' }), '');
    if (lookupOptions.all)
      callback(
        null,
        usable.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, first.address, first.family);
  };
}

// Agents of their own: a pooled socket was connected by this module, to an address it checked for the
// same host (the pool's key), never by another caller's unchecked lookup.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

function request(target: URL, addresses: readonly ResolvedAddress[], options: SafeGetOptions, signal: AbortSignal, deadline: string) {
  const secure = target.protocol === 'https:';
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = (secure ? https : http).request({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      method: 'GET',
      headers: { 'user-agent': options.userAgent ?? 'vitrine', accept: '*/*' },
      agent: agents[secure ? 'https:' : 'http:'],
      lookup: pinned(addresses),
      signal,
    });
    req.on('response', resolve);
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new FetchFailed(signal.aborted ? deadline : `${target.host}: cannot fetch (${error.code ?? error.name})`)),
    );
    req.end();
  });
}

/** The body, up to `maxBytes`: a declared or actual larger one is refused as soon as it shows. */
function readCapped(response: http.IncomingMessage, host: string, maxBytes: number, signal: AbortSignal, deadline: string) {
  const cap = maxBytes >= 1 << 20 ? `${Math.round(maxBytes / (1 << 20))} MB` : `${maxBytes} bytes`;
  const tooLarge = () => new FetchRefused(`${host}: the file is larger than ${cap}`);
  return new Promise<Buffer>((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        reject(tooLarge());
        response.destroy();
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', () => reject(new FetchFailed(signal.aborted ? deadline : `${host}: the answer broke off`)));
    response.on('close', () => {
      if (!response.complete) reject(new FetchFailed(signal.aborted ? deadline : `${host}: the answer broke off`));
    });
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs a URL under the policy above; redirects are followed, each hop checked. */
export async function safeGet(url: string, options: SafeGetOptions): Promise<SafeResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FetchRefused('not a valid URL');
  }
  let redirectedFrom: string | null = null;
  for (let redirects = 0; ; redirects++) {
    const deadline = `${target.host}: no answer within ${options.timeoutMs / 1000} s`;
    let addresses: ResolvedAddress[];
    try {
      addresses = await checkTarget(target, options, signal, deadline);
    } catch (error) {
      // A refused hop says where the redirect came from: the host the catalogue named.
      if (error instanceof FetchRefused && redirectedFrom) throw new FetchRefused(`${redirectedFrom} redirects to ${error.message}`);
      throw error;
    }
    const response = await request(target, addresses, options, signal, deadline);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new FetchRefused(`${target.host}: more than ${maxRedirects} redirects`);
      redirectedFrom = target.host;
      try {
        target = new URL(location, target);
      } catch {
        throw new FetchRefused(`${redirectedFrom}: redirects to an invalid address`);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      return { status, body: Buffer.alloc(0) };
    }
    return { status, body: await readCapped(response, target.host, options.maxBytes, signal, deadline) };
  }
}
