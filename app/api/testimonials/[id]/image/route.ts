// The photo of an approved testimonial (stored re-encoded in the database, lib/forms/uploads.ts).
import { getDb } from '@/lib/db/client';
import { testimonialImage } from '@/lib/dal/testimonials';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function GET(_request: Request, { params }: RouteContext<'/api/testimonials/[id]/image'>) {
  const { id } = await params;
  if (!UUID.test(id)) return new Response('Not found', { status: 404 });
  let image: Awaited<ReturnType<typeof testimonialImage>>;
  try {
    image = await testimonialImage(await getDb(), id);
  } catch {
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '30' } });
  }
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image.bytes), { headers: { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } });
}
