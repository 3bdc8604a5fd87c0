import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './index';

/** A logger whose lines are collected, as a log collector reads them. */
function collecting() {
  const lines: string[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
  return { log, lines, text: () => lines.join('') };
}

const SECRETS = [
  'hunter2-password',
  'tok_9f8e7d6c5b4a',
  'vitrine-owner=abc123session',
  'Bearer eyJhbGciOi.secret',
  'jan.peeters@example.be',
];

describe('the log', () => {
  it('writes one line of valid JSON per event, with its level, time and scope', () => {
    const { log, lines } = collecting();
    log.child({ scope: 'forms' }).info({ form: 'contact' }, 'stored');
    log.warn('second');
    log.error(new Error('third'));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toContain('\n');
    }
    const [first, second, third] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 'info', scope: 'forms', form: 'contact', msg: 'stored' });
    expect(new Date(first!.time as string).toISOString()).toBe(first!.time);
    expect(second).toMatchObject({ level: 'warn', msg: 'second' });
    expect(third).toMatchObject({ level: 'error', msg: 'third', err: { type: 'Error', message: 'third' } });
  });

  it('never writes a password, token, cookie, authorization header or e-mail address under their keys', () => {
    const { log, text } = collecting();
    log.info(
      {
        password: SECRETS[0],
        user: { newPassword: SECRETS[0], token: SECRETS[1], email: SECRETS[4] },
        headers: { cookie: SECRETS[2], Authorization: SECRETS[3], 'user-agent': 'Firefox' },
        list: [{ sessionToken: SECRETS[1] }],
      },
      'request',
    );
    for (const secret of SECRETS) expect(text()).not.toContain(secret);
    const line = JSON.parse(text()) as { headers: Record<string, string>; password: string };
    expect(line.password).toBe(REDACTED);
    expect(line.headers['user-agent']).toBe('Firefox');
  });

  it('masks e-mail addresses, URL passwords, query secrets and bearer tokens inside texts, the message too', () => {
    const { log, text } = collecting();
    log.warn({ detail: 'mail to marie.dubois+vitrine@example.fr refused' }, 'could not send to jan.peeters@example.be');
    log.warn('connect to postgresql://vitrine:s3cr3t-db@db:5432/vitrine failed');
    log.info('GET /nl/inschrijving/?token=tok_9f8e7d6c5b4a&lang=nl');
    log.info({ header: 'Bearer eyJhbGciOi.secret' }, 'auth');
    for (const secret of ['marie.dubois', 'jan.peeters', 's3cr3t-db', 'tok_9f8e7d6c5b4a', 'eyJhbGciOi'])
      expect(text()).not.toContain(secret);
    expect(text()).toContain('lang=nl');
    expect(text()).toContain('@db:5432');
  });

  it("logs an error by its summary and stack frames, never a failed query's parameters", () => {
    const { log, text } = collecting();
    const query = new Error('Failed query: insert into "submissions" ("email") values ($1)\nparams: jan.peeters@example.be', {
      cause: new Error('connection refused'),
    });
    log.error({ err: query }, 'not stored');
    log.error(query);
    expect(text()).not.toContain('jan.peeters');
    expect(text()).not.toContain('params');
    const [first] = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { err: { message: string; stack: string[] } });
    expect(first!.err.message).toBe('query failed (insert into "submissions"): connection refused');
    expect(first!.err.stack[0]).toMatch(/^at /);
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } });
    log.info('quiet');
    log.warn('loud');
    expect(lines).toHaveLength(1);
  });
});
