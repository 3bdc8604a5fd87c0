/**
 * When the outbox tries a mail or a lead again (pure, unit-tested): exponential backoff from 30 s, doubled per
 * attempt, capped at one hour, with full jitter in the upper half so that many mails failing together
 * do not retry together; never after the maximum age or number of attempts.
 */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  maxAgeMs: number;
}

export const RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  maxAgeMs: 3 * 24 * 60 * 60_000,
};

/**
 * A lead for the CRM (lib/agency/outbox/crm.ts): a CRM is down for minutes to hours, not refusing for good,
 * and a lead is worth more late than never. So a short first delay (a blip passes in seconds), doubled
 * up to ten minutes, for two weeks, however many attempts that takes; then it is kept as failed, where
 * `npm run submissions -- retry` finds it (docs/decisions/0034).
 */
export const CRM_RETRY: RetryPolicy = {
  firstDelayMs: 2_000,
  maxDelayMs: 10 * 60_000,
  maxAttempts: Number.POSITIVE_INFINITY,
  maxAgeMs: 14 * 24 * 60 * 60_000,
};

/**
 * The delay before attempt `attempts + 1`, or null when the mail has had its chances. `random` is a
 * number in [0, 1).
 */
export function retryDelay(attempts: number, ageMs: number, random: number, policy: RetryPolicy = RETRY): number | null {
  if (attempts >= policy.maxAttempts || ageMs >= policy.maxAgeMs) return null;
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + (base / 2) * random);
}

/** Whether an SMTP error is final (the server refused the mail for good: a 5xx reply). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
