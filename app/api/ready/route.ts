import { probeReadiness } from '@/lib/agency/health/probe';

/**
 * Readiness: 200 when this instance can serve visitors and its background work flows, 503 otherwise,
 * with each check's state (lib/agency/health/readiness.ts). Never cached (no-store; deploy/nginx.conf).
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { ready, serving, checks } = await probeReadiness();
  return Response.json(
    { status: ready ? 'ready' : 'not-ready', serving, checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
