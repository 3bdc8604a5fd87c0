import fs from 'node:fs';
import { Readable } from 'node:stream';
import { releasePhoto } from '@/lib/catalogue/live/media';

// The photos a CRM sync fetched after the build, from the catalogue release served
// (lib/catalogue/live/media.ts); the build's photos are public files, answered before this route.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/photos/[...path]'>) {
  const photo = releasePhoto((await params).path);
  if (!photo) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const stream = Readable.toWeb(fs.createReadStream(photo.file)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      'Content-Type': photo.type,
      'Content-Length': String(fs.statSync(photo.file).size),
      // Its name carries its content's hash.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
