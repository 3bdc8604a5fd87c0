/**
 * SweepBright's webhook calls (app/api/crm/sweepbright/route.ts): checked, queued, answered at once. The
 * CRM is never called while it waits: the next catalogue sync reads the estates (./catalogue.ts).
 *
 * The signature. One public receiver (and only one) checks an HMAC-SHA1 of the raw body, keyed with the
 * API client's secret, hex-encoded, compared in constant time; the other public client checks nothing.
 * Neither shows the name of the header that carries it, so the name is the agency's setting
 * (CRM_WEBHOOK_SIGNATURE_HEADER), to be read from SweepBright's documentation when connecting. If the
 * scheme turns out to be different, every call is refused 401 and nothing is queued: the log says which
 * headers came (their names only, once a minute), which is where to look.
 *
 * The payload, as two sources show it: `{event, estate_id}`, plus `happened_at` and `company_id` on
 * one; `event` one of `estate-added`, `estate-updated`, `estate-deleted`. Anything else is a 400.
 * Answers: 202 queued, 400 malformed, 401 unsigned or badly signed, 413 body over 64 KiB, 503 the
 * database cannot take it (SweepBright may try again; whether it does is not known).
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '@/lib/platform/db/client';
import { queueWebhookEvent, WEBHOOK_EVENTS } from '@/lib/platform/dal/crm-webhooks';
import { CRM } from './catalogue';
import { readUpTo } from '../http';

/** The largest body read. */
export const MAX_WEBHOOK_BYTES = 64 << 10;

export const WebhookPayload = z.looseObject({
  event: z.enum(WEBHOOK_EVENTS),
  estate_id: z.guid(),
  happened_at: z.string().max(64).nullish(),
  company_id: z.union([z.string().max(200), z.number()]).nullish(),
});

export interface WebhookSettings {
  /** The API client's secret: the signature's key. */
  secret: string;
  /** The header that carries the signature (CRM_WEBHOOK_SIGNATURE_HEADER). */
  signatureHeader: string;
  db: () => Promise<Database>;
  log?: (line: string) => void;
}

/** The signature SweepBright is taken to send for `body`: HMAC-SHA1, hex. */
export const signatureOf = (body: Buffer | string, secret: string) => createHmac('sha1', secret).update(body).digest('hex');

/** Whether `given` is the signature of `body`, in constant time (the length of a hex SHA-1 is no secret). */
export function signatureMatches(body: Buffer, secret: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(signatureOf(body, secret), 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const answer = (status: number, body?: Record<string, unknown>) =>
  new Response(body ? JSON.stringify(body) : null, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(body ? { 'Content-Type': 'application/json' } : {}) },
  });

/** When the refused calls' header names were last logged: once a minute at most. */
let lastRefusalLog = 0;

/** A timestamp as a Date, or null when absent or unreadable (it is informative only). */
function moment(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at);
}

/** Handles one webhook call. */
export async function handleWebhook(request: Request, settings: WebhookSettings): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_WEBHOOK_BYTES) return answer(413);
  let body: Buffer | null;
  try {
    body = await readUpTo(request.body, MAX_WEBHOOK_BYTES);
  } catch {
    return answer(400, { error: 'the body could not be read' });
  }
  if (body === null) return answer(413);
  if (!signatureMatches(body, settings.secret, request.headers.get(settings.signatureHeader))) {
    const now = Date.now();
    if (now - lastRefusalLog >= 60_000) {
      lastRefusalLog = now;
      const names = [...request.headers.keys()].sort().join(', ');
      settings.log?.(`sweepbright webhook refused: no valid signature in ${settings.signatureHeader}; headers received: ${names}`);
    }
    return answer(401);
  }
  let parsed: z.infer<typeof WebhookPayload>;
  try {
    const result = WebhookPayload.safeParse(JSON.parse(body.toString('utf8')));
    if (!result.success)
      return answer(400, { error: result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ') });
    parsed = result.data;
  } catch {
    return answer(400, { error: 'the body is not JSON' });
  }
  try {
    const db = await settings.db();
    await queueWebhookEvent(db, {
      crm: CRM,
      estateId: parsed.estate_id.toLowerCase(),
      event: parsed.event,
      happenedAt: moment(parsed.happened_at),
    });
  } catch (error) {
    settings.log?.(`sweepbright webhook: the database cannot take it (${error instanceof Error ? error.message : String(error)})`);
    return answer(503);
  }
  return answer(202, { queued: true });
}
