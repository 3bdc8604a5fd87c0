/**
 * Liveness: the process answers. Nothing else is checked (the database is /api/ready's): a health check
 * that restarts an instance must not restart it because PostgreSQL is down. Never cached (no-store;
 * deploy/nginx.conf passes /api/health and /api/ready by).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
