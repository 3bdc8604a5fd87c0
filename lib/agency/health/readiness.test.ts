import { describe, expect, it } from 'vitest';
import { decideReadiness, READINESS_LIMITS, type DatabaseFacts, type ReadinessFacts } from './readiness';

const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

const healthy: DatabaseFacts = {
  reachable: true,
  migrations: { applied: 5, expected: 5 },
  outbox: { oldestDueAt: null, oldestRetryingSince: null },
};
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({ database: healthy, crm: null, ...over });
const withOutbox = (outbox: Partial<{ oldestDueAt: Date | null; oldestRetryingSince: Date | null }>): ReadinessFacts =>
  facts({ database: { ...healthy, outbox: { oldestDueAt: null, oldestRetryingSince: null, ...outbox } } });

describe('readiness', () => {
  it('is ready with a migrated database, a flowing outbox and no CRM', () => {
    expect(decideReadiness(facts(), NOW)).toEqual({
      ready: true,
      serving: true,
      checks: { database: { state: 'ok' }, migrations: { state: 'ok' }, outbox: { state: 'ok' }, crm: { state: 'off' } },
    });
  });

  it('is not ready, nor serving, when the database does not answer; what depends on it is unknown', () => {
    const readiness = decideReadiness(facts({ database: { reachable: false } }), NOW);
    expect(readiness).toMatchObject({ ready: false, serving: false });
    expect(readiness.checks.database.state).toBe('failing');
    expect(readiness.checks.outbox.state).toBe('unknown');
  });

  it('is not ready while a migration of this code is missing, and is with more (a newer instance ran them)', () => {
    const behind = decideReadiness(facts({ database: { ...healthy, migrations: { applied: 4, expected: 5 } } }), NOW);
    expect(behind).toMatchObject({ ready: false, serving: false, checks: { migrations: { state: 'failing', detail: '4 of 5 applied' } } });
    expect(decideReadiness(facts({ database: { ...healthy, migrations: { applied: 6, expected: 5 } } }), NOW).ready).toBe(true);
  });

  it('is not ready when a due row has waited longer than the limit, but still serving', () => {
    const justDue = decideReadiness(withOutbox({ oldestDueAt: ago(READINESS_LIMITS.STUCK_MS - MINUTE) }), NOW);
    expect(justDue.ready).toBe(true);
    const stuck = decideReadiness(withOutbox({ oldestDueAt: ago(READINESS_LIMITS.STUCK_MS + MINUTE) }), NOW);
    expect(stuck).toMatchObject({
      ready: false,
      serving: true,
      checks: { outbox: { state: 'failing', detail: 'a row has waited 11 min for delivery' } },
    });
  });

  it('is not ready when a row has been failing longer than the limit', () => {
    expect(decideReadiness(withOutbox({ oldestRetryingSince: ago(10 * MINUTE) }), NOW).ready).toBe(true);
    const failing = decideReadiness(withOutbox({ oldestRetryingSince: ago(READINESS_LIMITS.FAILING_MS + MINUTE) }), NOW);
    expect(failing).toMatchObject({ ready: false, serving: true, checks: { outbox: { state: 'failing' } } });
  });

  it('with a CRM: a sync that never ran or succeeded last is ok, one failing long after its last success is not', () => {
    const success = { finishedAt: ago(10 * MINUTE).toISOString() };
    expect(decideReadiness(facts({ crm: {} }), NOW).checks.crm).toEqual({ state: 'ok', detail: 'no sync recorded' });
    expect(decideReadiness(facts({ crm: { lastRun: { ok: true, ...success }, lastSuccess: success } }), NOW).ready).toBe(true);
    const brief = decideReadiness(facts({ crm: { lastRun: { ok: false, finishedAt: NOW.toISOString() }, lastSuccess: success } }), NOW);
    expect(brief).toMatchObject({ ready: true, checks: { crm: { state: 'ok', detail: 'the last sync failed' } } });
    const long = { finishedAt: ago(READINESS_LIMITS.CRM_FAILING_MS + MINUTE).toISOString() };
    const failing = decideReadiness(facts({ crm: { lastRun: { ok: false, finishedAt: NOW.toISOString() }, lastSuccess: long } }), NOW);
    expect(failing).toMatchObject({ ready: false, serving: true, checks: { crm: { state: 'failing' } } });
    const never = decideReadiness(facts({ crm: { lastRun: { ok: false, finishedAt: NOW.toISOString() } } }), NOW);
    expect(never.checks.crm.state).toBe('failing');
  });
});
