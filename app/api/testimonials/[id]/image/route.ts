// The photo of an approved testimonial (stored re-encoded in the database, lib/visitor/forms/uploads.ts).
import { getDb } from '@/lib/platform/db/client';
import { testimonialImage } from '@/lib/platform/dal/testimonials';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A photo not (or no longer) approved is nobody's to keep: no cache may hold the answer, so that an
// approval withdrawn by `npm run submissions -- reject` takes effect at once.
const PRIVATE = { 'Cache-Control': 'private, no-store' };
// An approved photo may be kept, briefly: a later rejection reaches browsers within five minutes.
// nginx never stores it (deploy/nginx.conf, $vitrine_private_path).
const PUBLIC = { 'Cache-Control': 'public, max-age=300' };

export async function GET(_request: Request, { params }: RouteContext<'/api/testimonials/[id]/image'>) {
  const { id } = await params;
  if (!UUID.test(id)) return new Response('Not found', { status: 404, headers: PRIVATE });
  let image: Awaited<ReturnType<typeof testimonialImage>>;
  try {
    image = await testimonialImage(await getDb(), id);
  } catch {
    return new Response('Unavailable', { status: 503, headers: { ...PRIVATE, 'Retry-After': '30' } });
  }
  // Pending or rejected: there is no moderation path on the site (the agency decides with
  // `npm run submissions`), so nobody sees it here.
  if (!image) return new Response('Not found', { status: 404, headers: PRIVATE });
  return new Response(new Uint8Array(image.bytes), {
    headers: { 'Content-Type': image.contentType, ...PUBLIC, 'X-Content-Type-Options': 'nosniff' },
  });
}
