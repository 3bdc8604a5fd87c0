/**
 * How a web server makes its pages again after it swapped in a catalogue release (./follower.ts).
 * Next's `revalidatePath` only works inside a request, so the follower asks this very process, on
 * loopback, through `/api/internal/catalogue/` (app/api/internal/catalogue/route.ts), with a token made at
 * start that never leaves the process: any other caller gets a 404.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { remember } from '@/lib/platform/remember';

export const REFRESH_PATH = '/api/internal/catalogue/';
export const REFRESH_HEADER = 'x-vitrine-refresh';

const token = () => remember('catalogue-refresh-token', () => randomBytes(32).toString('hex'));

/** Whether a request carries this process's token. */
export function isRefreshToken(value: string | null): boolean {
  if (!value) return false;
  const expected = Buffer.from(token());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Asks this server to make its pages again, retrying while it is not listening yet (a release found
 * at start, before the first request): every `retryMs` for `patienceMs`.
 */
export async function refreshPages({ retryMs = 500, patienceMs = 60_000 } = {}): Promise<void> {
  // `next start` and the standalone server.js both listen on PORT (3000 unset).
  const url = `http://localhost:${process.env.PORT || 3000}${REFRESH_PATH}`;
  const until = Date.now() + patienceMs;
  for (;;) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { [REFRESH_HEADER]: token() }, signal: AbortSignal.timeout(10_000) });
      if (response.status === 204) return;
      throw new Error(`${REFRESH_PATH} answered ${response.status}`);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
