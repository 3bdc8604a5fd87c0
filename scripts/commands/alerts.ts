/**
 * The search alerts, once (`npm run alerts -- run [--dry-run] [--addresses]`); the worker runs them
 * by itself at start and every 15 minutes (lib/visitor/subscriptions/alerts/timer.ts).
 *   run             records the catalogue of VITRINE_DATA_DIR and queues the mails it owes; they wait
 *                   in the outbox for the site's worker (or `npm run worker`)
 *   run --dry-run   prints what would be sent and changes nothing
 * Addresses are printed masked (an***@example.be) unless --addresses is given.
 */
import { runAlerts } from '../../lib/visitor/subscriptions/alerts/job';
import { deployedCatalogue, describeReport } from '../../lib/visitor/subscriptions/alerts/timer';
import { closeDb, getDb } from '../../lib/platform/db/client';
import { fail } from '../cli';

const USAGE = 'usage: npm run alerts -- run [--dry-run] [--addresses]';

/** "an***@example.be": enough to recognize one's own, not to harvest. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

async function main(args: string[]) {
  const [command] = args;
  if (command !== 'run') fail(USAGE);
  const unknown = args.slice(1).filter((arg) => arg !== '--dry-run' && arg !== '--addresses');
  if (unknown.length) fail(`unknown option ${unknown.join(' ')}\n${USAGE}`);
  const dryRun = args.includes('--dry-run');
  const show = args.includes('--addresses') ? (email: string) => email : maskAddress;
  const db = await getDb();
  const report = await runAlerts(db, deployedCatalogue(), { dryRun, log: (line) => console.error(line) });
  console.log(`${dryRun ? '(dry run, nothing changed) ' : ''}${describeReport(report).replace('[alerts] ', '')}`);
  for (const mail of report.mails)
    console.log(
      `${dryRun ? 'would send' : 'queued'} search ${mail.searchId} to ${show(mail.email)} (${mail.lang}): ${mail.properties.map((p) => `${p.id}${p.lowered ? ' (price lowered)' : ''}`).join(', ')}`,
    );
  if (report.errors) process.exitCode = 1;
}

main(process.argv.slice(2))
  .then(() => closeDb())
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(`alerts: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
