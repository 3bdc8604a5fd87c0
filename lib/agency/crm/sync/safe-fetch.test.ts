// The media fetch against real HTTP servers on 127.0.0.1 and an injected resolver standing for DNS: a
// public-looking name that resolves to an internal address is refused before any connection, the
// socket goes to the address that was checked, redirects are checked hop by hop and counted, and the
// body is capped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailed, FetchRefused, isInternalAddress, safeGet, type ResolvedAddress, type SafeGetOptions } from './safe-fetch';

interface Server {
  origin: string;
  port: number;
  connections: number;
  hosts: string[];
  close: () => Promise<void>;
}

async function serve(handler: http.RequestListener): Promise<Server> {
  const server = http.createServer((req, res) => {
    state.hosts.push(req.headers.host ?? '');
    handler(req, res);
  });
  const state: Server = {
    origin: '',
    port: 0,
    connections: 0,
    hosts: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  return state;
}

const PHOTO = Buffer.from('a photo, byte for byte');
let crm: Server;
let other: Server;

beforeAll(async () => {
  // The trusted server (the CRM): a photo, a file of a given size, redirects of every kind.
  crm = await serve((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/photo.jpg') return res.end(PHOTO);
    if (url.pathname === '/sized') {
      const size = Number(url.searchParams.get('size'));
      // Declared, or sent in chunks, which have no length to refuse in advance.
      if (url.searchParams.has('declared')) return res.end(Buffer.alloc(size, 1));
      for (let sent = 0; sent < size; sent += 100) res.write(Buffer.alloc(Math.min(100, size - sent), 1));
      return res.end();
    }
    // Headers that promise a large body, which never comes: refused on the promise alone.
    if (url.pathname === '/promised') return res.writeHead(200, { 'content-length': 50_000 }).flushHeaders();
    if (url.pathname === '/redirect' && to) return res.writeHead(302, { location: to }).end();
    if (url.pathname === '/chain') return res.writeHead(302, { location: hops > 0 ? `/chain?hops=${hops - 1}` : '/photo.jpg' }).end();
    res.writeHead(404).end();
  });
  // Another server on loopback, not trusted: what a catalogue must not reach.
  other = await serve((_req, res) => res.end('internal'));
});
afterAll(async () => {
  await crm.close();
  await other.close();
});
beforeEach(() => {
  crm.connections = other.connections = 0;
  crm.hosts = [];
  other.hosts = [];
});

/** A resolver that answers from a table and counts what it is asked. */
function resolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { asked, resolve };
}

const options = (extra: Partial<SafeGetOptions> = {}): SafeGetOptions => ({
  trustedOrigins: [crm.origin],
  maxBytes: 1000,
  timeoutMs: 5000,
  ...extra,
});

describe('safeGet', () => {
  it("fetches from the CRM's origin over plain http on loopback", async () => {
    const response = await safeGet(`${crm.origin}/photo.jpg`, options());
    expect(response.status).toBe(200);
    expect(response.body.equals(PHOTO)).toBe(true);
  });

  it.each(['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', '::ffff:127.0.0.1', '64:ff9b::7f00:1'])(
    'refuses a public-looking name that resolves to %s, before any connection',
    async (address) => {
      const dns = resolver({ 'photos.example.com': [address] });
      const attempt = safeGet(`https://photos.example.com:${other.port}/a.jpg?token=s3cret`, options({ resolve: dns.resolve }));
      await expect(attempt).rejects.toThrow(FetchRefused);
      await expect(attempt).rejects.toThrow(`photos.example.com:${other.port}: resolves to ${address}`);
      await expect(attempt).rejects.not.toThrow('s3cret');
      expect(dns.asked).toEqual(['photos.example.com']);
      expect(other.connections).toBe(0);
    },
  );

  it.each([
    ['93.184.216.34', '10.0.0.1'],
    ['fd12::1', '2606:4700::1111'],
  ])('refuses a name with one public and one private address (%s, %s)', async (...addresses) => {
    const dns = resolver({ 'cdn.example.com': addresses });
    const attempt = safeGet('https://cdn.example.com/a.jpg', options({ resolve: dns.resolve }));
    await expect(attempt).rejects.toThrow(FetchRefused);
    await expect(attempt).rejects.toThrow(/an address of this machine or a private network/);
  });

  it('refuses an internal IP literal without asking the resolver', async () => {
    const dns = resolver({});
    for (const url of [`https://127.0.0.1:${other.port}/x.jpg`, 'https://[::ffff:a9fe:a9fe]/latest/meta-data', 'https://[fe80::1]/x.jpg']) {
      await expect(safeGet(url, options({ resolve: dns.resolve })), url).rejects.toThrow(FetchRefused);
    }
    expect(dns.asked).toEqual([]);
    expect(other.connections).toBe(0);
  });

  it('refuses plain http from a host other than the CRM, and credentials, naming neither', async () => {
    const dns = resolver({ 'photos.example.com': ['93.184.216.34'] });
    await expect(safeGet('http://photos.example.com/a.jpg', options({ resolve: dns.resolve }))).rejects.toThrow(
      'photos.example.com: plain http is fetched from the CRM',
    );
    const withCredentials = safeGet('https://agency:hunter2@photos.example.com/a.jpg', options({ resolve: dns.resolve }));
    await expect(withCredentials).rejects.toThrow(FetchRefused);
    await expect(withCredentials).rejects.not.toThrow('hunter2');
    expect(dns.asked).toEqual([]);
  });

  it('connects to the address the resolver checked, with the name in the Host header (no second lookup)', async () => {
    // media.example.test exists only in the injected resolver: a second lookup by the system would fail.
    const dns = resolver({ 'media.example.test': ['127.0.0.1'] });
    const trusted = `http://media.example.test:${crm.port}`;
    const response = await safeGet(`${trusted}/photo.jpg`, options({ trustedOrigins: [trusted], resolve: dns.resolve }));
    expect(response.body.equals(PHOTO)).toBe(true);
    expect(crm.hosts).toEqual([`media.example.test:${crm.port}`]);
    expect(dns.asked).toEqual(['media.example.test']);
  });

  it("refuses a redirect from the CRM to another port of loopback, which is not the CRM's origin", async () => {
    for (const to of [
      `http://127.0.0.1:${other.port}/`,
      `https://127.0.0.1:${other.port}/`,
      `https://localhost.example.test:${other.port}/`,
    ]) {
      const dns = resolver({ 'localhost.example.test': ['127.0.0.1'] });
      const attempt = safeGet(`${crm.origin}/redirect?to=${encodeURIComponent(to)}`, options({ resolve: dns.resolve }));
      await expect(attempt, to).rejects.toThrow(FetchRefused);
      await expect(attempt, to).rejects.toThrow(`127.0.0.1:${crm.port} redirects to`);
    }
    expect(crm.connections).toBeGreaterThan(0);
    expect(other.connections).toBe(0);
  });

  it('follows three redirects and refuses a fourth', async () => {
    const three = await safeGet(`${crm.origin}/chain?hops=2`, options());
    expect(three.body.equals(PHOTO)).toBe(true);
    expect(crm.hosts).toHaveLength(4);
    await expect(safeGet(`${crm.origin}/chain?hops=3`, options())).rejects.toThrow(`127.0.0.1:${crm.port}: more than 3 redirects`);
  });

  it('refuses a body over the cap, declared or not, and takes one at the cap', async () => {
    expect((await safeGet(`${crm.origin}/sized?size=1000`, options())).body).toHaveLength(1000);
    await expect(safeGet(`${crm.origin}/sized?size=1001&declared`, options())).rejects.toThrow(FetchRefused);
    await expect(safeGet(`${crm.origin}/sized?size=100000`, options())).rejects.toThrow(
      `127.0.0.1:${crm.port}: the file is larger than 1000 bytes`,
    );
    await expect(safeGet(`${crm.origin}/promised`, options({ timeoutMs: 2000 }))).rejects.toThrow(FetchRefused);
  });

  it('gives the status of an answer that is not a success, without its body', async () => {
    const response = await safeGet(`${crm.origin}/missing.jpg`, options());
    expect(response.status).toBe(404);
    expect(response.body).toHaveLength(0);
  });

  it('fails (not refuses) on a name that does not resolve or a host that does not answer', async () => {
    const dns = resolver({});
    await expect(safeGet('https://nowhere.example.test/a.jpg', options({ resolve: dns.resolve }))).rejects.toThrow(FetchFailed);
    const closed = await serve(() => undefined);
    await closed.close();
    await expect(safeGet(`http://127.0.0.1:${closed.port}/a.jpg`, options({ trustedOrigins: [closed.origin] }))).rejects.toThrow(
      FetchFailed,
    );
  });
});

describe('isInternalAddress', () => {
  it('tells internal addresses, IPv6 forms of internal IPv4 ones included', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::169.254.169.254',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      'not an address',
    ])
      expect(isInternalAddress(address), address).toBe(true);
  });
  it('lets public addresses through, IPv6 forms of public IPv4 ones included', () => {
    for (const address of [
      '8.8.8.8',
      '172.15.0.1',
      '172.32.0.1',
      '100.128.0.1',
      '93.184.216.34',
      '2606:4700::1111',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ])
      expect(isInternalAddress(address), address).toBe(false);
  });
});
