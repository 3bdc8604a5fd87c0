// SweepBright's webhooks (docs/crm.md): each call is checked (its signature, its payload), queued in the
// database and answered 202 at once; the next catalogue sync reads the estate (lib/agency/crm/sweepbright).
// Only with CRM_KIND=sweepbright and a CRM configured; otherwise the path does not exist (404). The proxy
// never sees this path (proxy.ts's matcher leaves /api/ to the route handlers): no language redirect.
import { handleWebhook } from '@/lib/agency/crm/sweepbright/webhook';
import { getDb } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const { CRM_KIND, CRM_URL, CRM_PASSWORD, CRM_WEBHOOK_SIGNATURE_HEADER } = env();
  if (CRM_KIND !== 'sweepbright' || !CRM_URL || !CRM_PASSWORD || !CRM_WEBHOOK_SIGNATURE_HEADER)
    return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const log = logger('crm');
  return handleWebhook(request, {
    secret: CRM_PASSWORD,
    signatureHeader: CRM_WEBHOOK_SIGNATURE_HEADER,
    db: getDb,
    log: (line) => log.warn(line),
  });
}
