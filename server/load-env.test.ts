/**
 * server/load-env.cjs: the agency's commands read the same `.env*` files as `next start`, so that a
 * DATABASE_URL (here: the embedded database's folder) in `.env.local` sends the site and its commands
 * to the same database. The command runs in a folder of its own, with the project's `data/`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');
const LOADER = path.join(__dirname, 'load-env.cjs');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'load-env-'));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** `node --require server/load-env.cjs` in `cwd`, printing the variables asked for. */
function variables(cwd: string, names: string[], env: Record<string, string> = {}): Record<string, string | undefined> {
  const script = `process.stdout.write(JSON.stringify(Object.fromEntries(${JSON.stringify(names)}.map((n) => [n, process.env[n]]))))`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name) && name !== 'NODE_ENV'));
  return JSON.parse(
    execFileSync(process.execPath, ['--require', LOADER, '-e', script], {
      cwd,
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
    }),
  ) as Record<string, string | undefined>;
}

describe("the commands' .env files", () => {
  it('are read in the order next start reads them, and a variable already set wins', () => {
    const dir = fs.mkdtempSync(path.join(folder, 'order-'));
    fs.writeFileSync(path.join(dir, '.env'), 'A=env\nB=env\nC=env\nD=env\n');
    fs.writeFileSync(path.join(dir, '.env.production'), 'A=production\nB=production\nC=production\n');
    fs.writeFileSync(path.join(dir, '.env.local'), 'A=local\nB=local\n');
    fs.writeFileSync(path.join(dir, '.env.production.local'), 'A=production.local\n');
    expect(variables(dir, ['A', 'B', 'C', 'D'])).toEqual({ A: 'production.local', B: 'local', C: 'production', D: 'env' });
    expect(variables(dir, ['A'], { A: 'set' })).toEqual({ A: 'set' });
  });

  it('send npm run owner to the database .env.local names', () => {
    const dir = fs.mkdtempSync(path.join(folder, 'owner-'));
    const state = path.join(dir, 'state-from-env-local');
    // The migrations, as the project's folder has them.
    fs.mkdirSync(path.join(dir, 'lib', 'platform', 'db'), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'lib', 'platform', 'db', 'migrations'), path.join(dir, 'lib', 'platform', 'db', 'migrations'));
    fs.writeFileSync(path.join(dir, '.env.local'), `VITRINE_STATE_DIR=${state}\nVITRINE_DATA_DIR=${path.join(ROOT, 'data')}\n`);
    const script = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.owner as string;
    // The command as package.json runs it, from this folder.
    expect(script).toContain('--require ./server/load-env.cjs');
    const run = (...args: string[]) =>
      execFileSync(
        path.join(ROOT, 'node_modules', '.bin', 'tsx'),
        ['--conditions=react-server', '--require', LOADER, path.join(ROOT, 'scripts', 'commands', 'owner.ts'), ...args],
        {
          cwd: dir,
          env: {
            ...Object.fromEntries(
              Object.entries(process.env).filter(
                ([name]) => !['VITRINE_STATE_DIR', 'DATABASE_URL', 'VITRINE_DATA_DIR', 'NODE_ENV'].includes(name),
              ),
            ),
            TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'),
          } as unknown as NodeJS.ProcessEnv,
          encoding: 'utf8',
        },
      );
    expect(run('add', '--email', 'env.local@example.test', '--name', 'Env Local')).toContain('env.local@example.test');
    // The database is where .env.local said, not in the folder's default .data/.
    expect(fs.existsSync(state)).toBe(true);
    expect(fs.existsSync(path.join(dir, '.data'))).toBe(false);
  }, 120_000);

  it('are read by every command of package.json', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const commands = Object.entries(scripts).filter(([, command]) => command.includes('scripts/commands/'));
    expect(commands.map(([name]) => name).sort()).toEqual([
      'alerts',
      'crm',
      'db:migrate',
      'owner',
      'prestart',
      'staff',
      'submissions',
      'visits',
      'worker',
    ]);
    for (const [name, command] of commands) expect(command, name).toContain('--require ./server/load-env.cjs');
  });
});
