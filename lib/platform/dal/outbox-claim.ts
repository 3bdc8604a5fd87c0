/**
 * How long a claimed mail or lead stays with its worker before another may take it (a worker that died).
 * Its own module, without `server-only`, so that the browser tests can wait for a claim to run out.
 */
export const CLAIM_MS = 2 * 60_000;
