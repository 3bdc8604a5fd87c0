/**
 * When the outbox tries a mail again (pure, unit-tested): exponential backoff from 30 s, doubled per
 * attempt, capped at one hour, with full jitter in the upper half so that many mails failing together
 * do not retry together; never after the maximum age or number of attempts.
 */
export const RETRY = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  maxAgeMs: 3 * 24 * 60 * 60_000,
} as const;

/** How long a claimed mail stays with its worker before another may take it (a worker that died). */
export const CLAIM_MS = 2 * 60_000;

/**
 * The delay before attempt `attempts + 1`, or null when the mail has had its chances. `random` is a
 * number in [0, 1).
 */
export function retryDelay(attempts: number, ageMs: number, random: number, policy = RETRY): number | null {
  if (attempts >= policy.maxAttempts || ageMs >= policy.maxAgeMs) return null;
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + (base / 2) * random);
}

/** Whether an SMTP error is final (the server refused the mail for good: a 5xx reply). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
