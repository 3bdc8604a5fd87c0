// The agency's commands (npm run visits, owner, submissions, alerts) as the browser tests run them: the
// bundles `npm run build` compiles into .commands/ (scripts/build/commands.ts), run by plain Node as the
// worker image runs them. About 2 s a call where `npx tsx scripts/commands/*.ts` took 10 s compiling
// the sources each time, and the tests run what ships.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';

export type CommandName = 'visits' | 'owner' | 'submissions' | 'alerts';

export function runCommand(name: CommandName, args: string[], env: Record<string, string>, timeout = 60_000): SpawnSyncReturns<string> {
  const bundle = path.join(process.cwd(), '.commands', `${name}.mjs`);
  if (!fs.existsSync(bundle))
    throw new Error(`${bundle} is missing: the browser tests run after \`npm run build\`, which compiles the commands`);
  return spawnSync(process.execPath, [bundle, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout });
}
