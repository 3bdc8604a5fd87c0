/**
 * Runs once when a server instance starts: check the environment (lib/platform/env.ts), read and validate the
 * data, build the route table and the suggestion indexes now, so that the first visitor does not wait
 * for them (seconds with a big catalogue), and a wrong variable, a broken data directory or a route
 * collision stops the server at start rather than at the first request. While building (`next build`)
 * the data and routes only: the suggestion indexes serve visitors, not prerendering.
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/platform/env');
  env();
  // Reads and validates the data (the store) and builds the route table: a broken data directory or a
  // route collision stops the build or the start here.
  const { getRoutes } = await import('@/lib/catalogue/routing/site-routes');
  getRoutes();
  // The build renders pages from the store but never answers a search: no suggestion indexes there.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { warmUp } = await import('@/lib/catalogue/search/warm-up');
    warmUp();
    // The catalogue releases the CRM sync publishes, served as they come (lib/catalogue/live).
    const { followCatalogue } = await import('@/lib/catalogue/live');
    await followCatalogue();
  }
  // The periodic jobs (the outbox, housekeeping, alerts: lib/agency/jobs/scheduler.ts) run in each web server
  // unless a separate worker runs them (VITRINE_OUTBOX=off). Not while building: the database is opened
  // at run time only.
  if (process.env.NEXT_PHASE !== 'phase-production-build' && env().VITRINE_OUTBOX === 'server') {
    const { processJobs } = await import('@/lib/agency/jobs/scheduler');
    const { logger } = await import('@/lib/platform/log');
    processJobs().catch((error: unknown) => logger('jobs').warn({ err: error }, 'not started; the first submission tries again'));
  }
  if (process.env.NODE_ENV === 'development') {
    const { ensureDemoOwner } = await import('@/lib/owner/auth/demo');
    const { logger } = await import('@/lib/platform/log');
    ensureDemoOwner().catch((error: unknown) => logger('owner').warn({ err: error }, 'no demo owner'));
  }
}

/**
 * Every error Next did not expect (a page, a route handler, a server action or the proxy threw), logged
 * once as one line: the route, the method, the path without its query (which may carry a mail link's
 * token) and the request's id: nginx's `X-Request-Id` (deploy/nginx.conf), or one made here. Never the
 * headers themselves (cookies). The error's digest is the one the visitor's error page was given.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('@/lib/platform/log');
  const { requestFields } = await import('@/lib/platform/log/request');
  logger('request').error(
    { err: error, ...requestFields(request), route: context.routePath, routeType: context.routeType },
    'unexpected error',
  );
};
