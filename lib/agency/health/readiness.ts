/**
 * Whether this instance is ready for visitors (`GET /api/ready`), decided from facts the probe gathered
 * (./probe.ts): pure, unit-tested. Each check has a state; any failing one makes the answer 503 for
 * whoever watches. `serving` is the instance's own part (database and migrations), what a container's
 * health check waits for (deploy/compose.yaml): a stuck outbox or a failing CRM are the whole site's,
 * the same on every instance, and must not stop the deployment that starts the worker again.
 *
 * - database: it answers a query.
 * - migrations: every migration this code carries is applied (a newer instance may have applied more).
 * - outbox: no row has been due longer than STUCK_MS (nobody delivers: the worker is down, or a web
 *   server's jobs did not start), and none has been failing since longer than FAILING_MS (the SMTP
 *   server or the CRM refuses; `npm run submissions` shows them).
 * - crm: with CRM_URL set, the catalogue sync's last run did not fail while its last success is older
 *   than CRM_FAILING_MS (or there is none). "off" without a CRM; a sync that never ran is not a failure
 *   (the containers of deploy/ sync on the host that deploys, not here).
 */

export const READINESS_LIMITS = {
  /** A due row nobody claimed for this long: no worker is delivering (one polls every 2 s). */
  STUCK_MS: 10 * 60_000,
  /** A row still being retried this long after it was queued (the first retries come within minutes). */
  FAILING_MS: 60 * 60_000,
  /** The catalogue sync failing this long after its last success (it runs every 30 minutes by default). */
  CRM_FAILING_MS: 6 * 60 * 60_000,
};

export type Limits = typeof READINESS_LIMITS;

export type DatabaseFacts =
  | { reachable: false }
  | {
      reachable: true;
      migrations: { applied: number; expected: number };
      /** The oldest due row's due time, and the queueing time of the oldest row still being retried. */
      outbox: { oldestDueAt: Date | null; oldestRetryingSince: Date | null };
    };

export interface CrmFacts {
  lastRun?: { ok: boolean; finishedAt: string };
  lastSuccess?: { finishedAt: string };
}

export interface ReadinessFacts {
  database: DatabaseFacts;
  /** null without CRM_URL. */
  crm: CrmFacts | null;
}

export type CheckState = 'ok' | 'failing' | 'off' | 'unknown';

export interface Check {
  state: CheckState;
  /** A short reason, for whoever reads the answer: never a host, an address or an error's text. */
  detail?: string;
}

export interface Readiness {
  /** Every check ok (or off). */
  ready: boolean;
  /** The instance itself can serve: its database answers, migrated. */
  serving: boolean;
  checks: { database: Check; migrations: Check; outbox: Check; crm: Check };
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

function outboxCheck(outbox: { oldestDueAt: Date | null; oldestRetryingSince: Date | null }, now: Date, limits: Limits): Check {
  const dueFor = outbox.oldestDueAt ? now.getTime() - outbox.oldestDueAt.getTime() : 0;
  if (dueFor > limits.STUCK_MS) return { state: 'failing', detail: `a row has waited ${minutes(dueFor)} for delivery` };
  const failingFor = outbox.oldestRetryingSince ? now.getTime() - outbox.oldestRetryingSince.getTime() : 0;
  if (failingFor > limits.FAILING_MS) return { state: 'failing', detail: `a row has been failing for ${minutes(failingFor)}` };
  return { state: 'ok' };
}

function crmCheck(crm: CrmFacts | null, now: Date, limits: Limits): Check {
  if (!crm) return { state: 'off' };
  if (!crm.lastRun) return { state: 'ok', detail: 'no sync recorded' };
  if (crm.lastRun.ok) return { state: 'ok' };
  const since = crm.lastSuccess ? Date.parse(crm.lastSuccess.finishedAt) : Number.NaN;
  if (Number.isNaN(since)) return { state: 'failing', detail: 'the sync has failed and never succeeded' };
  const failingFor = now.getTime() - since;
  return failingFor > limits.CRM_FAILING_MS
    ? { state: 'failing', detail: `no successful sync for ${minutes(failingFor)}` }
    : { state: 'ok', detail: 'the last sync failed' };
}

export function decideReadiness(facts: ReadinessFacts, now: Date, limits: Limits = READINESS_LIMITS): Readiness {
  const crm = crmCheck(facts.crm, now, limits);
  const { database } = facts;
  const checks: Readiness['checks'] = database.reachable
    ? {
        database: { state: 'ok' },
        migrations:
          database.migrations.applied >= database.migrations.expected
            ? { state: 'ok' }
            : { state: 'failing', detail: `${database.migrations.applied} of ${database.migrations.expected} applied` },
        outbox: outboxCheck(database.outbox, now, limits),
        crm,
      }
    : { database: { state: 'failing', detail: 'unreachable' }, migrations: { state: 'unknown' }, outbox: { state: 'unknown' }, crm };
  const passes = (check: Check) => check.state === 'ok' || check.state === 'off';
  return { ready: Object.values(checks).every(passes), serving: passes(checks.database) && passes(checks.migrations), checks };
}
