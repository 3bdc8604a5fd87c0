/**
 * Fuzzed HTTP requests for tests/e2e/fuzz.spec.ts: paths with odd encodings, query strings, headers,
 * methods and bodies, built from a seed so that a failing run can be replayed (FUZZ_SEED).
 * Every request is valid HTTP as Node's client sends it: the oddities are in what it means, not in
 * its framing (the framing is Node's parser's business, and it answers 400 to broken framing itself).
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** mulberry32: small, fast and good enough to pick test inputs. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

type Random = ReturnType<typeof random>;

/** Paths of the site and of Next, the starting points that mutations bend. */
const BASES = [
  '/',
  '/nl/',
  '/fr/',
  '/en/',
  '/de/',
  '/nl/te-koop/',
  '/fr/a-vendre/',
  '/nl/te-huur/',
  '/fr/a-louer/',
  '/nl/projecten/',
  '/nl/contact/',
  '/fr/contact/',
  '/nl/diensten/bemiddeling/',
  '/nl/te-koop/gent/ruime-woning/4101/',
  '/fr/a-vendre/gand/maison-spacieuse/4101/',
  '/nl/te-koop/gent/',
  '/property/4101/',
  '/for-sale/',
  '/nl/favorieten/',
  '/nl/eigenaar/',
  '/en/owner/login/',
  '/offline/nl/',
  '/api/search/',
  '/api/visits/',
  '/api/captcha/',
  '/_next/image',
  '/_next/static/chunks/main.js',
  '/_next/data/x/nl.json',
  '/photos/properties/4101/1.jpg',
  '/logo.svg',
  '/icons.svg',
  '/service-worker.js',
  '/sitemap.xml',
  '/sitemap/properties-1.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/map-frame/',
] as const;

/** Path segments that have broken routers: bad percent-encodings, dot segments, encoded slashes, NUL. */
const ODD_SEGMENTS = [
  '%',
  '%%',
  '%ff',
  '%FF%FE',
  '%C0%AF',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '%2E',
  '..',
  '.',
  '%2F',
  '%5C',
  'a%2Fb',
  '%20',
  '%25',
  '%u0041',
  '%C3%A9',
  '%F0%9F%8F%A0',
  '~',
  "!$&'()*+,;=",
  '@',
  ':',
  'index.html',
  'page.rsc',
  '.env',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '[lang]',
  '(site)',
  '_next',
  'api',
  '4101',
  '-1',
  '99999999999999999999',
  '0x10',
  'NL',
] as const;

const QUERY_KEYS = [
  'q',
  'city',
  'type',
  'price_min',
  'price_max',
  'rooms',
  'page',
  'sort',
  'lng',
  'lang',
  '_rsc',
  'url',
  'w',
  'q[]',
  '__proto__',
  'constructor[prototype]',
  'utm_source',
  '',
  '%',
  'a%ff',
] as const;
const QUERY_VALUES = [
  '',
  '1',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Gent',
  'Li%C3%A8ge',
  '%',
  '%%',
  '%ff',
  '%00',
  '<script>',
  '"',
  "'",
  '..',
  'https://evil.example/',
  '/_next/static/x.js',
  'a'.repeat(3000),
  '4101',
  'nl',
  'xx',
] as const;

const HEADERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['accept-language', ['fr-BE,fr;q=0.9', '*', 'xx', 'nl;q=abc', ';;;', 'de-DE', 'a'.repeat(500)]],
  [
    'cookie',
    [
      'vitrine-lang=fr',
      'vitrine-lang=%%',
      'vitrine-lang=xx',
      'NEXT_LOCALE=de',
      `x=${'y'.repeat(4000)}`,
      'a=b; a=c; ;;',
      '__Host-vitrine.session_token=forged',
    ],
  ],
  ['rsc', ['1', '0', 'yes']],
  ['next-router-state-tree', ['%', '[]', '["",{}]', 'not json', '%5B%22%22%5D']],
  ['next-router-prefetch', ['1', '2']],
  ['next-router-segment-prefetch', ['/_tree', '%%', '/nl']],
  ['next-action', ['0000', 'x'.repeat(42), '%%', '']],
  ['next-url', ['/nl/', '%%', 'https://evil.example/']],
  ['x-middleware-subrequest', ['middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware', 'proxy']],
  ['x-middleware-prefetch', ['1']],
  ['x-nextjs-data', ['1']],
  ['x-invoke-path', ['/_error', '/500']],
  ['x-forwarded-for', ['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '']],
  ['x-forwarded-host', ['evil.example', 'localhost:1', '%%']],
  ['x-forwarded-proto', ['https', 'gopher']],
  ['if-none-match', ['*', '"x"', 'W/"x", "y"', '%%']],
  ['if-modified-since', ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT']],
  ['range', ['bytes=0-10', 'bytes=-1', 'bytes=10-5', 'bytes=0-0,1-1,2-2,3-3', 'lines=1-2']],
  ['accept', ['text/x-component', 'application/json', '*/*;q=x', 'image/avif,image/webp']],
  ['accept-encoding', ['gzip', 'br', 'x-unknown', 'gzip;q=0, identity;q=0']],
  [
    'content-type',
    [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'text/plain;charset=utf-8',
      'application/octet-stream',
      'text/x-component',
      '%%',
    ],
  ],
  ['origin', ['http://localhost', 'https://evil.example', 'null']],
  ['referer', ['https://evil.example/', '%%']],
  ['user-agent', ['Googlebot/2.1', '', 'curl/8', 'a'.repeat(2000)]],
  ['purpose', ['prefetch']],
  ['sec-purpose', ['prefetch;prerender']],
];

const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
] as const;

/**
 * What a server action with a real id is sent that it cannot take (issue 39): broken JSON, an empty
 * body, nesting deep enough to exhaust a decoder's stack, huge arrays, arguments of the wrong types,
 * and multipart bodies whose root field is missing or broken.
 */
function malformedActionBody(r: Random): { body: Buffer; contentType: string } {
  const json = (text: string) => ({ body: Buffer.from(text), contentType: 'text/plain;charset=UTF-8' });
  switch (r.int(8)) {
    case 0:
      return json(r.pick(['{{{{', '[', '[1,', '"', '}', 'null', '']));
    case 1:
      return json('['.repeat(1000 + r.int(20_000)) + ']'.repeat(r.int(2) ? 1000 : 0));
    case 2:
      return json(`[${Array.from({ length: 10_000 + r.int(200_000) }, () => r.int(10)).join(',')}]`);
    case 3:
      return json(
        r.pick([
          '["a",5]',
          '[1,2,3]',
          '[{}]',
          '[null,"x"]',
          '["$K1"]',
          '["$K1","$K2"]',
          '[{"status":"idle"},"text"]',
          '[[],[]]',
          '[true,false,null]',
          '["$@1"]',
          '["$Q1"]',
          '[{"then":"$1"}]',
        ]),
      );
    case 4:
      return json(JSON.stringify([{ a: 'x'.repeat(r.int(100_000)) }, 'y']));
    case 5: {
      const parts = [`--x\r\nContent-Disposition: form-data; name="1_email"\r\n\r\na@b.c\r\n`];
      if (r.chance(0.5))
        parts.push(`--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n${r.pick(['{{{{', '', '["$K9"]', '[1]', '["$K1"'])}\r\n`);
      return { body: Buffer.from(`${parts.join('')}--x--\r\n`), contentType: 'multipart/form-data; boundary=x' };
    }
    case 6:
      return {
        body: Buffer.from('--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n'),
        contentType: 'multipart/form-data; boundary=x',
      };
    default:
      return json('');
  }
}

/** Characters Node lets through in a request-target, many with meaning to a router. */
const PATH_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@%/?#[]";

function randomText(r: Random, alphabet: string, max: number): string {
  return Array.from({ length: 1 + r.int(max) }, () => alphabet[r.int(alphabet.length)]).join('');
}

function fuzzPath(r: Random): string {
  let segments = r.pick(BASES).split('/');
  const mutations = r.int(4);
  for (let i = 0; i < mutations; i++) {
    const at = 1 + r.int(Math.max(1, segments.length - 1));
    switch (r.int(7)) {
      case 0:
      case 1:
        segments.splice(at, 0, r.pick(ODD_SEGMENTS));
        break;
      case 2:
        segments[at] = r.pick(ODD_SEGMENTS);
        break;
      case 3:
        segments.splice(at, 0, randomText(r, PATH_CHARS.replace(/[?#]/g, ''), 12));
        break;
      case 4:
        segments.splice(at, 0, ''); // a double slash
        break;
      case 5:
        segments = segments.map((s) => (r.chance(0.5) ? s.toUpperCase() : s));
        break;
      default:
        segments.splice(at, 0, r.pick(ODD_SEGMENTS).repeat(1 + r.int(r.chance(0.1) ? 800 : 8)));
    }
  }
  let path = segments.join('/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (r.chance(0.15)) path = path.endsWith('/') ? path.slice(0, -1) || '/' : `${path}/`;
  if (r.chance(0.4)) {
    const pairs = Array.from({ length: 1 + r.int(5) }, () => {
      const key = r.chance(0.2) ? randomText(r, PATH_CHARS.replace(/[#&=]/g, ''), 8) : r.pick(QUERY_KEYS);
      return r.chance(0.1) ? key : `${key}=${r.chance(0.2) ? randomText(r, PATH_CHARS.replace(/[#&]/g, ''), 20) : r.pick(QUERY_VALUES)}`;
    });
    path += `?${pairs.join(r.chance(0.1) ? ';' : '&')}`;
  }
  return path;
}

function fuzzBody(r: Random): Buffer {
  switch (r.int(5)) {
    case 0:
      return Buffer.from(Array.from({ length: r.int(2048) }, () => r.int(256)));
    case 1:
      return Buffer.from(`1_$ACTION_ID_${'0'.repeat(40)}=&email=${r.pick(QUERY_VALUES)}&${r.pick(QUERY_KEYS)}=${r.pick(QUERY_VALUES)}`);
    case 2:
      return Buffer.from(
        r.pick([
          '{}',
          '[]',
          'null',
          '{"__proto__":{"x":1}}',
          '["$K1"]',
          '{"a":'.repeat(200),
          '"\\ud800"',
          JSON.stringify({ q: 'a'.repeat(5000) }),
        ]),
      );
    case 3:
      return Buffer.from(
        `--x\r\nContent-Disposition: form-data; name="${r.pick(QUERY_KEYS)}"\r\n\r\n${r.pick(QUERY_VALUES)}\r\n${r.chance(0.5) ? '--x--\r\n' : ''}`,
      );
    default:
      return Buffer.alloc(0);
  }
}

/** `actionIds`: the build's server actions (its server-reference manifest), posted malformed bodies. */
export function fuzzRequest(r: Random, actionIds: readonly string[] = []): FuzzRequest {
  if (actionIds.length > 0 && r.chance(0.05)) {
    const { body, contentType } = malformedActionBody(r);
    return {
      method: 'POST',
      path: r.pick(BASES),
      headers: { 'next-action': r.pick(actionIds), 'content-type': contentType, 'content-length': String(body.length) },
      body,
    };
  }
  const method = r.pick(METHODS);
  const headers: Record<string, string> = {};
  for (let i = r.int(4); i > 0; i--) {
    const [name, values] = r.pick(HEADERS);
    headers[name] = r.pick(values);
  }
  const request: FuzzRequest = { method, path: fuzzPath(r), headers };
  if (method !== 'GET' && method !== 'HEAD' && r.chance(0.8)) {
    request.body = fuzzBody(r);
    // Node's client frames a DELETE's or an OPTIONS's body only when told its length.
    headers['content-length'] = String(request.body.length);
  }
  return request;
}
