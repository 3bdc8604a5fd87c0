// A property's free visit slots, live, for the visit form once it opens (components/forms/slot-picker.tsx):
// the detail page is cached per deployment and must never show places left as fact
// (docs/decisions/0042, amendment 2). Never cached; 404 for an id or language that is not ours, 503
// when the database does not answer (the form keeps its time bands).
import { getSite } from '@/lib/catalogue/data';
import { getDb } from '@/lib/platform/db/client';
import { propertyExists } from '@/lib/catalogue/routing/load';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';
import { visitChoice } from '@/lib/visitor/visits/choices';
import { logger } from '@/lib/platform/log';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function GET(request: Request, { params }: RouteContext<'/api/visit-slots/[id]'>) {
  const { id } = await params;
  const lang = new URL(request.url).searchParams.get('lang');
  const propertyId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (propertyId === null || !propertyExists(propertyId) || !isEnabledLanguage(getSite(), 'site', lang))
    return Response.json({ error: 'not found' }, { status: 404, headers: PRIVATE });
  try {
    return Response.json(await visitChoice(await getDb(), lang, propertyId), { headers: PRIVATE });
  } catch (cause) {
    logger('visits').error({ err: cause, propertyId }, 'free slots unavailable');
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { ...PRIVATE, 'Retry-After': '30' } });
  }
}
