import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, EnvSchema, IMAGE_CACHE_MIB, PAGE_CACHE_MIB, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      NEXT_DIST_DIR: '.next',
      VITRINE_STANDALONE: '0',
      VITRINE_STATE_DIR: '.data',
      VITRINE_OUTBOX: 'server',
      VITRINE_RETENTION_MONTHS: 24,
      VITRINE_PAGE_CACHE_MIB: PAGE_CACHE_MIB,
      VITRINE_IMAGE_CACHE_MIB: IMAGE_CACHE_MIB,
      CRM_POLL_SECONDS: 20,
      VITRINE_TEST_FAULTS: '0',
      TRUSTED_PROXIES: 0,
    });
  });

  it('treats empty strings as unset', () => {
    expect(
      parseEnv({
        NEXT_DIST_DIR: '',
        DATABASE_URL: '',
        SMTP_URL: '',
        VITRINE_DATA_DIR: '',
        VITRINE_SECRET: '',
        VITRINE_SITE_URL: '',
        VITRINE_STANDALONE: '',
      }),
    ).toEqual({
      NODE_ENV: 'development',
      NEXT_DIST_DIR: '.next',
      VITRINE_STANDALONE: '0',
      VITRINE_STATE_DIR: '.data',
      VITRINE_OUTBOX: 'server',
      VITRINE_RETENTION_MONTHS: 24,
      VITRINE_PAGE_CACHE_MIB: PAGE_CACHE_MIB,
      VITRINE_IMAGE_CACHE_MIB: IMAGE_CACHE_MIB,
      CRM_POLL_SECONDS: 20,
      VITRINE_TEST_FAULTS: '0',
      TRUSTED_PROXIES: 0,
    });
  });

  it('takes 0 to 10 trusted proxies', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '1' })).toMatchObject({ TRUSTED_PROXIES: 1 });
    for (const wrong of ['-1', '11', '1.5', 'nginx']) expect(() => parseEnv({ TRUSTED_PROXIES: wrong }), wrong).toThrow(/TRUSTED_PROXIES/);
  });

  it('takes a log level and the test faults switch, nothing else', () => {
    expect(parseEnv({ VITRINE_LOG_LEVEL: 'warn', VITRINE_TEST_FAULTS: '1' })).toMatchObject({
      VITRINE_LOG_LEVEL: 'warn',
      VITRINE_TEST_FAULTS: '1',
    });
    expect(() => parseEnv({ VITRINE_LOG_LEVEL: 'loud' })).toThrow(/VITRINE_LOG_LEVEL/);
    expect(() => parseEnv({ VITRINE_TEST_FAULTS: 'yes' })).toThrow(/VITRINE_TEST_FAULTS: expected 0 or 1/);
  });

  it('takes a CRM only with its account, and a sync interval of 0 (never) or 5 to 1440 minutes', () => {
    expect(
      parseEnv({
        CRM_URL: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/',
        CRM_USER: 'agency',
        CRM_PASSWORD: 'pw',
        CRM_POLL_SECONDS: '0',
      }),
    ).toMatchObject({ CRM_USER: 'agency', CRM_POLL_SECONDS: 0 });
    expect(() => parseEnv({ CRM_URL: 'https://crm.example/' })).toThrow(
      /CRM_USER: required when CRM_URL is set[\s\S]*CRM_PASSWORD: required when CRM_URL is set/,
    );
    expect(() => parseEnv({ CRM_URL: 'ftp://crm.example/', CRM_USER: 'a', CRM_PASSWORD: 'secret-pw' })).toThrow(
      /CRM_URL: expected an http\(s\) URL/,
    );
    expect(() => parseEnv({ CRM_POLL_SECONDS: '3' })).toThrow(/CRM_POLL_SECONDS: expected 0 \(never\) or 10 to 3600 seconds/);
    try {
      parseEnv({ CRM_URL: 'ftp://crm.example/', CRM_USER: 'a', CRM_PASSWORD: 'secret-pw' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-pw');
    }
  });

  it('keeps valid values', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      VITRINE_DATA_DIR: '/srv/data',
      NEXT_DIST_DIR: '.next-variant',
      DATABASE_URL: 'postgresql://vitrine:secret@db:5432/vitrine',
      SMTP_URL: 'smtps://user:pass@mail.example.be:465',
      VITRINE_RETENTION_MONTHS: '36',
      VITRINE_PAGE_CACHE_MIB: '256',
      VITRINE_IMAGE_CACHE_MIB: '4096',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      VITRINE_DATA_DIR: '/srv/data',
      NEXT_DIST_DIR: '.next-variant',
      VITRINE_RETENTION_MONTHS: 36,
      VITRINE_PAGE_CACHE_MIB: 256,
      VITRINE_IMAGE_CACHE_MIB: 4096,
    });
    expect(env.DATABASE_URL).toBe('postgresql://vitrine:secret@db:5432/vitrine');
  });

  it('names each wrong variable and what it expects, never its value', () => {
    let error: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'mysql://root:hunter2@db/vitrine',
        SMTP_URL: 'not a url',
        NODE_ENV: 'staging',
        VITRINE_STANDALONE: 'yes',
        VITRINE_SECRET: 'short-secret',
        VITRINE_OUTBOX: 'maybe',
        VITRINE_RETENTION_MONTHS: '1.5',
        VITRINE_PAGE_CACHE_MIB: '4',
        VITRINE_IMAGE_CACHE_MIB: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { message, problems } = error as EnvError;
    expect(problems).toEqual([
      expect.stringMatching(/^NODE_ENV: /),
      'VITRINE_STANDALONE: expected 0 or 1',
      'DATABASE_URL: expected a PostgreSQL URL (postgres:// or postgresql://)',
      'SMTP_URL: expected an SMTP URL (smtp:// or smtps://)',
      'VITRINE_SECRET: expected at least 32 characters',
      expect.stringMatching(/^VITRINE_OUTBOX: /),
      'VITRINE_RETENTION_MONTHS: expected whole months',
      'VITRINE_PAGE_CACHE_MIB: expected 8 to 4096 MiB',
      'VITRINE_IMAGE_CACHE_MIB: expected 16 to 1048576 MiB',
    ]);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short-secret');
    expect(message).not.toContain('staging');
  });
});

describe('.env.example', () => {
  it('lists every variable the schema reads', () => {
    const listed = fs.readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8');
    for (const name of Object.keys(EnvSchema.shape)) if (name !== 'NODE_ENV') expect(listed, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
  });
});
