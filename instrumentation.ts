/**
 * Runs once when a server instance starts: check the environment (lib/env.ts), read and validate the
 * data and build the suggestion indexes now, so that the first visitor does not wait for them
 * (seconds with a big catalogue), and a wrong variable or a broken data directory stops the server at
 * start rather than at the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/env');
  env();
  const { warmUp } = await import('@/lib/search/warm-up');
  warmUp();
}
