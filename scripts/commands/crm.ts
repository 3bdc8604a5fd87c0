/**
 * The agency's CRM (lib/agency/crm, docs/decisions/0033), from the command line:
 *   sync [--full] [--publish]  replaces the catalogue of VITRINE_DATA_DIR (default data/) with the CRM's:
 *                              the first run reads everything, later ones what changed since the last
 *                              successful one (--full: everything again). It passes the data check or
 *                              changes nothing, and exits 1 saying why. --publish then builds and
 *                              deploys when the catalogue changed (lib/agency/crm/sync/publish.ts).
 *   status [--all]             the last run and the last successful one: when, how long, counts, errors,
 *                              the records held back, the first warnings (--all: every one)
 *   check                      checks the data folder's crm-mapping.json (docs/crm.md) without calling the CRM
 *   resync [--ids FILE]        SweepBright (fed by webhooks): queues every estate it announced, or those of FILE
 *                              (one id a line, ours or SweepBright's), to be read again at the next sync
 * Needs CRM_URL, CRM_USER and CRM_PASSWORD. The process that runs the jobs (the web server, or `npm run worker`)
 * syncs every CRM_POLL_SECONDS by itself and publishes a catalogue release the web servers serve at once
 * (docs/decisions/0057); `sync --publish` is for a catalogue that a build publishes (deploy/).
 */
import fs from 'node:fs';
import { crmAdapter } from '../../lib/agency/crm';
import { queueResync } from '../../lib/agency/crm/sweepbright';
import { MAPPING_FILE, readMappingFile } from '../../lib/agency/crm/mapping-file';
import { publish } from '../../lib/agency/crm/sync/publish';
import { syncCatalogue } from '../../lib/agency/crm/sync/run';
import { tellAgency } from '../../lib/agency/crm/sync/timer';
import { describeHeld, describeRun, readState, readWarnings, type SyncRun } from '../../lib/agency/crm/sync/state';
import { dataDirectory, readHistoryLog } from '../../lib/catalogue/data';
import { commandTime } from '../../lib/platform/brussels-time';
import { closeDb, getDb } from '../../lib/platform/db/client';
import { env } from '../../lib/platform/env';
import { fail } from '../cli';

const USAGE = 'usage: npm run crm -- sync [--full] [--publish] | status [--all] | check | resync [--ids FILE]';

/** `all`: every warning, from the file that keeps them (`which` run's), else the first ones state.json keeps. */
function printRun(label: string, run: SyncRun | undefined, all: { dataDir: string; which: 'lastRun' | 'lastSuccess' } | null = null): void {
  if (!run) return void console.log(`${label}: none`);
  console.log(`${label}: ${describeRun(run)}`);
  for (const error of run.errors ?? []) console.log(`  ${error}`);
  const held = run.held ?? [];
  for (const record of held.slice(0, 50)) console.log(`  ${describeHeld(record)}, since ${commandTime(new Date(record.since))}`);
  if (held.length > 50) console.log(`  … and ${held.length - 50} more records held back`);
  const warnings = (all && readWarnings(all.dataDir, all.which)) || run.warnings || [];
  const count = all ? warnings.length : (run.warningCount ?? warnings.length);
  const shown = all ? warnings.length : 20;
  for (const warning of warnings.slice(0, shown)) console.log(`  warning: ${warning}`);
  if (count > shown) console.log(`  … and ${count - shown} more warnings (--all prints them)`);
}

async function main(args: string[]) {
  const [command, ...options] = args;
  const dataDir = dataDirectory();
  if (command === 'status') {
    const all = options[0] === '--all';
    if (options.length > (all ? 1 : 0)) fail(USAGE);
    const state = readState(dataDir);
    console.log(`data folder: ${dataDir}`);
    printRun('last run', state.lastRun, all ? { dataDir, which: 'lastRun' } : null);
    if (state.lastSuccess && state.lastSuccess !== state.lastRun && state.lastSuccess.startedAt !== state.lastRun?.startedAt)
      printRun('last success', state.lastSuccess, all ? { dataDir, which: 'lastSuccess' } : null);
    // The catalogue's history: what the builds published (lib/catalogue/data/history.ts).
    const week = Date.now() - 7 * 24 * 3600_000;
    const recent = readHistoryLog(dataDir).entries.filter((entry) => Date.parse(entry.at) >= week);
    const kinds = ['new', 'price', 'status', 'removed'] as const;
    console.log(
      `published in the last 7 days: ${kinds.map((k) => `${recent.filter((entry) => entry.kind === k).length} ${k}`).join(', ')}`,
    );
    return;
  }
  if (command === 'check') {
    if (options.length) fail(USAGE);
    const crm = env().CRM_KIND ?? 'omnicasa';
    const mapping = readMappingFile(dataDir, crm);
    if (!mapping) return void console.log(`${MAPPING_FILE}: none in ${dataDir}; the ${crm} adapter reads its built-in fields only`);
    const fields = Object.entries(mapping.fields).filter(([, rule]) => rule);
    console.log(`${MAPPING_FILE}: ok (${crm}); ${fields.length} field${fields.length === 1 ? '' : 's'} mapped`);
    for (const [ours, rule] of fields) console.log(`  ${ours} <- "${rule!.from}"${rule!.as ? ` (${rule!.as})` : ''}`);
    return;
  }
  if (command === 'resync') {
    if (env().CRM_KIND !== 'sweepbright')
      fail('crm: resync is for SweepBright, which is fed by webhooks; `sync --full` reads another CRM again');
    const file = options[0] === '--ids' ? options[1] : undefined;
    if (options.length && (!file || options.length !== 2)) fail(USAGE);
    const ids = file
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : undefined;
    const queued = await queueResync(await getDb(), ids);
    console.log(`resync: ${queued} estate${queued === 1 ? '' : 's'} queued; the next sync reads ${queued === 1 ? 'it' : 'them'} again`);
    return;
  }
  if (command !== 'sync') fail(USAGE);
  const unknown = options.filter((o) => o !== '--full' && o !== '--publish');
  if (unknown.length) fail(`unknown option ${unknown.join(' ')}\n${USAGE}`);
  const adapter = crmAdapter();
  if (!adapter) fail('crm: CRM_URL, CRM_USER and CRM_PASSWORD must be set (docs/crm.md)');
  const before = readState(dataDir);
  const run = await syncCatalogue({
    dataDir,
    source: adapter.catalogue,
    full: options.includes('--full'),
    log: (line) => console.error(line),
  });
  printRun('crm', run);
  await tellAgency(run, before, (line) => console.error(line));
  if (!run.ok) {
    process.exitCode = 1;
    return;
  }
  if (!options.includes('--publish')) return;
  if (!run.changed) return void console.log('publish: the catalogue did not change, nothing to publish');
  const published = await publish();
  console.log(`publish: ${published.message}`);
  if (!published.ok) process.exitCode = 1;
}

main(process.argv.slice(2))
  .then(() => closeDb())
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(`crm: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
