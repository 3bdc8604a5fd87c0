/**
 * A command (`npm run visits`, `npm run submissions`) as the agency runs it: a real process on an
 * embedded database that the test serves, as the web server would. Call inside a `describe`: it opens
 * the database (a copy of the migrated template) before the tests and removes it after.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Handle } from '@/lib/platform/db/client';
import { closeEmbedded } from '@/lib/platform/db/embedded';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function commandOnEmbeddedDatabase(script: string, env: Record<string, string> = {}) {
  const state: { stateDir: string; handle?: Handle } = { stateDir: '' };
  beforeAll(async () => {
    state.stateDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-${path.basename(script, '.ts')}-`));
    fs.cpSync(inject('pgliteTemplate'), state.stateDir, { recursive: true });
    state.handle = openDatabase({ stateDir: state.stateDir });
    await state.handle.ready;
  }, 60_000);
  afterAll(async () => {
    await state.handle?.pool.end();
    await closeEmbedded();
    fs.rmSync(state.stateDir, { recursive: true, force: true });
  });
  return {
    /** The state folder: the database, and the mails the file transport writes (`mail/`). */
    get stateDir() {
      return state.stateDir;
    },
    get db() {
      return state.handle!.db;
    },
    run: (args: string[]) =>
      new Promise<CommandResult>((resolve) => {
        execFile(
          'npx',
          ['tsx', '--conditions=react-server', script, ...args],
          {
            cwd: process.cwd(),
            env: { ...process.env, VITRINE_STATE_DIR: state.stateDir, DATABASE_URL: '', SMTP_URL: '', ...env },
            encoding: 'utf8',
          },
          (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        );
      }),
  };
}
