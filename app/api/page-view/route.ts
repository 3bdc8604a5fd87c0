// The detail page's page-view beacon (components/property/page-view-beacon.tsx): `navigator.sendBeacon` posts
// the property's ID as plain text. Counted per property and day when it is a person's page view
// (lib/visitor/page-views/counting.ts), once per client, property and day: only a keyed hash of the three is kept,
// never the address, no cookie is set (docs/decisions/0036). A post that does not come from one of our
// pages is refused (403); every other answer is 204, so it tells nothing.
import { getSite } from '@/lib/catalogue/data';
import { env } from '@/lib/platform/env';
import { propertyExists } from '@/lib/catalogue/routing/load';
import { clientAddress } from '@/lib/platform/security/client-address';
import { beaconPropertyId, countsAsPageView, fromOurPages } from '@/lib/visitor/page-views/counting';
import { recordPageView } from '@/lib/visitor/page-views/record';

const NOTHING = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  // The site's address, and the host this server was reached by (a test or staging server).
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origins = new Set([
    new URL(env().VITRINE_SITE_URL ?? getSite().url).origin,
    ...(host ? [`https://${host}`, `http://${host}`] : []),
  ]);
  if (!fromOurPages(request.headers, origins)) return new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  if (!countsAsPageView({ method: request.method, headers: request.headers, origins })) return NOTHING();
  const body = await request.text().catch(() => '');
  const id = body.length <= 16 ? beaconPropertyId(body) : null;
  if (id !== null && propertyExists(id)) recordPageView(id, await clientAddress());
  return NOTHING();
}
