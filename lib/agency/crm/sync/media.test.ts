// Which media the sync keeps, against a real HTTP server on 127.0.0.1 standing for the CRM: its own
// files are fetched whatever the scheme and address; a public-looking name that resolves to an internal
// address, plain http elsewhere and a redirect off the CRM's origin are left out of the record with a
// warning that says why, and nothing reaches the internal server; a host that fails fails the sync.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmError } from '../errors';
import type { RemoteMedia } from '../omnicasa/mapping';
import { MediaStore } from './media';

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

let png: Buffer;
let crm: Awaited<ReturnType<typeof serve>>;
let internal: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  crm = await serve((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/media/1.png') return res.end(png);
    if (url.pathname === '/media/plan.pdf') return res.end('%PDF-1.4 a plan');
    if (url.pathname === '/media/broken') return res.writeHead(500).end();
    if (url.pathname === '/media/away') return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    res.writeHead(404).end();
  });
  // What a catalogue must not make the server fetch: it answers a valid picture, so only the refusal keeps it out.
  internal = await serve((_req, res) => res.end(png));
});
const folders: string[] = [];
afterAll(async () => {
  await crm.close();
  await internal.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function store() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
  folders.push(dataDir);
  // The tests' DNS: a public-looking name that points at this machine.
  const resolve = async (hostname: string) => (hostname === 'photos.example.com' ? [{ address: '127.0.0.1', family: 4 }] : []);
  const media = new MediaStore(dataDir, path.join(dataDir, '.crm', 'media.json'), [crm.origin], resolve);
  return { dataDir, media };
}

const remote = (ID: number, url: string): RemoteMedia => ({ ID, url, Name: `Photo ${ID}` });

describe('media', () => {
  it("fetches a picture and a document from the CRM's origin, on loopback over plain http", async () => {
    const { dataDir, media } = store();
    const picture = await media.picture('properties', 7, remote(1, `${crm.origin}/media/1.png`));
    expect(picture).toMatchObject({ ID: 1, Width: 4, Height: 3 });
    expect(picture?.Url).toMatch(/^\/photos\/properties\/7\/1-[0-9a-f]{10}\.png$/);
    expect(fs.readFileSync(path.join(dataDir, picture!.Url)).equals(png)).toBe(true);
    const document = await media.document(7, remote(2, `${crm.origin}/media/plan.pdf`));
    expect(document?.Url).toMatch(/^\/documents\/7\/2-[0-9a-f]{10}\.pdf$/);
    expect(media.report).toMatchObject({ downloaded: 2, skipped: 0 });
  });

  it('leaves out, with the reason, what is refused: an internal address behind a name, plain http elsewhere, a redirect off the origin', async () => {
    const { dataDir, media } = store();
    const cases: [string, string][] = [
      [`https://photos.example.com:${internal.port}/1.png?key=s3cret`, `photos.example.com:${internal.port}: resolves to 127.0.0.1`],
      [`https://127.0.0.1:${internal.port}/1.png`, `127.0.0.1:${internal.port}: resolves to 127.0.0.1`],
      ['http://photos.example.com/1.png', 'photos.example.com: plain http is fetched from the CRM'],
      [
        `${crm.origin}/media/away?to=${encodeURIComponent(`http://127.0.0.1:${internal.port}/1.png`)}`,
        `127.0.0.1:${crm.port} redirects to`,
      ],
    ];
    for (const [i, [url]] of cases.entries()) expect(await media.picture('properties', 8, remote(10 + i, url)), url).toBeNull();
    for (const [i, [, reason]] of cases.entries())
      expect(media.warnings[i]).toContain(`properties 8: picture ${10 + i} left out (${reason}`);
    expect(media.warnings.join('\n')).not.toContain('s3cret');
    expect(media.report).toMatchObject({ downloaded: 0, skipped: cases.length });
    expect(internal.connections()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'photos'))).toBe(false);
  });

  it('leaves out a missing file, and fails the sync on a host that fails', async () => {
    const { media } = store();
    expect(await media.picture('projects', 9, remote(1, `${crm.origin}/media/gone.png`))).toBeNull();
    expect(media.warnings).toEqual(['projects 9: picture 1 left out (missing or not a usable image)']);
    const failing = media.picture('projects', 9, remote(2, `${crm.origin}/media/broken`));
    await expect(failing).rejects.toThrow(CrmError);
    await expect(failing).rejects.toThrow(`127.0.0.1:${crm.port}: HTTP 500 for a media file`);
  });
});
