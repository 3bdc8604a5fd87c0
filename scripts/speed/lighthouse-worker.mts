/**
 * Lighthouse's Node API in a process of its own, started once by `npm run lighthouse` (lighthouse.ts) and
 * asked for each run's gathering and auditing over IPC. Its command line, started twice a run, spent about
 * five seconds each time loading Lighthouse and building its config: a quarter of the CI gate's time.
 *
 * Plain Node runs this file (Node 24 strips the types itself; .mts: an ES module), not tsx: tsx names every function with a
 * helper of its own (`__name`), and Lighthouse sends some of its functions into the page, where that helper
 * does not exist. Hence no imports of the project's files here, only packages.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';

/** What lighthouse.ts asks for: a run's gathering into `flags.gatherMode`, or its audit of `flags.auditMode`. */
export type Job =
  | { kind: 'gather'; url: string; flags: Flags; desktop: boolean; chromePath: string; chromeFlags: string[] }
  | { kind: 'audit'; url: string; flags: Flags; desktop: boolean };

export type WorkerJob = Job & { id: number };

export type WorkerAnswer = { id: number; error: string } | { id: number; reports: string[]; runtimeError: string | null };

async function config(desktop: boolean): Promise<Config | undefined> {
  return desktop ? ((await import('lighthouse/core/config/desktop-config.js')).default as Config) : undefined;
}

async function run(job: WorkerJob): Promise<WorkerAnswer> {
  if (job.kind === 'gather') {
    // The command line's Chromium: a fresh one for each run, its flags and the feature it adds (lighthouse/cli/bin.js).
    const chrome = await launch({
      chromePath: job.chromePath,
      chromeFlags: [...job.chromeFlags, '--enable-features=DevToolsWebMCPSupport'],
      logLevel: 'silent',
    });
    try {
      await lighthouse(job.url, { ...job.flags, port: chrome.port }, await config(job.desktop));
    } finally {
      chrome.kill();
    }
    return { id: job.id, reports: [], runtimeError: null };
  }
  const result = await lighthouse(job.url, job.flags, await config(job.desktop));
  if (!result) throw new Error('no result from the audit');
  const reports = Array.isArray(result.report) ? result.report : [result.report];
  const error = result.lhr.runtimeError;
  return { id: job.id, reports, runtimeError: error ? `${error.code} ${error.message}` : null };
}

process.on('message', (job: WorkerJob) => {
  run(job)
    .catch((error: unknown): WorkerAnswer => ({ id: job.id, error: error instanceof Error ? error.message : String(error) }))
    .then((answer) => process.send!(answer));
});
