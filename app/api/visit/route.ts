// The detail page's visit beacon (components/property/visit-beacon.tsx): `navigator.sendBeacon` posts
// the property's ID as plain text. Counted per property and day when it is a person's visit
// (lib/stats/counting.ts); nothing about the visitor is read or kept, no cookie is set. Always 204,
// so the answer tells nothing either.
import { getSite } from '@/lib/data';
import { env } from '@/lib/env';
import { propertyExists } from '@/lib/routing/load';
import { beaconPropertyId, countsAsVisit } from '@/lib/stats/counting';
import { recordVisit } from '@/lib/stats/visits';

const NOTHING = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  // The site's address, and the host this server was reached by (a test or staging server).
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origins = new Set([new URL(env().VITRINE_SITE_URL ?? getSite().url).origin, ...(host ? [`https://${host}`, `http://${host}`] : [])]);
  if (!countsAsVisit({ method: request.method, headers: request.headers, origins })) return NOTHING();
  const body = await request.text().catch(() => '');
  const id = body.length <= 16 ? beaconPropertyId(body) : null;
  if (id !== null && propertyExists(id)) recordVisit(id);
  return NOTHING();
}
