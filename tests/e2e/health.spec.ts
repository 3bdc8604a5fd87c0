// The health checks a load balancer, deploy/compose.yaml and a monitor call (docs/operations.md, "Health and logs"):
// /api/health says the process answers, /api/ready what this instance and its background work are
// ready for (lib/agency/health/readiness.ts). Neither is ever stored by a cache.
import { test, expect } from './fixtures';
import { database, databaseReady } from './database';

test.describe('health checks', () => {
  test.skip(({ isMobile }) => isMobile, 'no page: one run is enough');

  test('/api/health answers 200 {status: "ok"}, never cached', async ({ request }) => {
    const response = await request.get('/api/health/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    // Without the trailing slash too: what a health check is usually given.
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('/api/ready answers 200 with every check, never cached', async ({ request }) => {
    await databaseReady();
    const response = await request.get('/api/ready/');
    const body = (await response.json()) as { status: string; serving: boolean; checks: Record<string, { state: string }> };
    expect(response.status(), JSON.stringify(body)).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    // The test server has a CRM (playwright.config.ts), whose catalogue it never synced.
    expect(body).toMatchObject({
      status: 'ready',
      serving: true,
      checks: { database: { state: 'ok' }, migrations: { state: 'ok' }, outbox: { state: 'ok' }, crm: { state: 'ok' } },
    });
  });

  test('/api/ready answers 503 while a row of the outbox has been failing for long, and 200 again after', async ({ request }) => {
    await databaseReady();
    // Failing for two hours and not due for a day: no worker takes it while the test looks.
    const { rows } = await database().query<{ id: string }>(
      `INSERT INTO outbox (kind, message, message_id, status, attempts, next_attempt_at, created_at, last_error)
       VALUES ('health-test', '{}', $1, 'pending', 5, now() + interval '1 day', now() - interval '2 hours', 'refused')
       RETURNING id`,
      [`<health-${Date.now()}-${Math.random()}@test>`],
    );
    try {
      const response = await request.get('/api/ready/');
      const body = (await response.json()) as {
        status: string;
        serving: boolean;
        checks: Record<string, { state: string; detail?: string }>;
      };
      expect(response.status()).toBe(503);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(body.status).toBe('not-ready');
      // The instance itself still serves: its container stays healthy (deploy/compose.yaml).
      expect(body.serving).toBe(true);
      expect(body.checks.outbox).toEqual({ state: 'failing', detail: 'a row has been failing for 120 min' });
    } finally {
      await database().query('DELETE FROM outbox WHERE id = $1', [rows[0]!.id]);
    }
    expect((await request.get('/api/ready/')).status()).toBe(200);
  });
});
