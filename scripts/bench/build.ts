/**
 * Builds for `npm run bench`: one production build per catalogue (a build belongs to its data) and the
 * bare Next page, each timed and with its process tree's peak memory sampled (scripts/bench/proc.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { runMeasured, type MeasuredRun } from './proc';

/**
 * Files a build rewrites that belong to the working tree's own build: `next build` adds its distDir's
 * types to tsconfig.json and next-env.d.ts (as scripts/test/build-variant.sh notes), and `npm run build`
 * writes the service worker into public/.
 */
const REWRITTEN = ['tsconfig.json', 'next-env.d.ts', 'public/service-worker.js', 'public/service-worker.js.map'];

async function keepingFiles<T>(root: string, work: () => Promise<T>): Promise<T> {
  const saved = new Map(REWRITTEN.map((f) => [f, fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f)) : null]));
  try {
    return await work();
  } finally {
    for (const [file, content] of saved) {
      const full = path.join(root, file);
      if (content === null) fs.rmSync(full, { force: true });
      else if (!fs.existsSync(full) || !fs.readFileSync(full).equals(content)) fs.writeFileSync(full, content);
    }
  }
}

/** `npm run build` (data check, photos, next build, service worker) for one data directory into its own distDir. */
export function buildCatalogue(options: { root: string; dataDir: string; distDir: string; logFile: string }): Promise<MeasuredRun> {
  fs.rmSync(path.join(options.root, options.distDir), { recursive: true, force: true });
  const env = { ...process.env, VITRINE_DATA_DIR: options.dataDir, NEXT_DIST_DIR: options.distDir, NEXT_TELEMETRY_DISABLED: '1' };
  return keepingFiles(options.root, () => runMeasured('npm', ['run', 'build'], { cwd: options.root, env, logFile: options.logFile }));
}

/**
 * The bare page (scripts/bench/bare/: a layout and a page with one <h1>, no proxy) copied to `dir`
 * (under the project, so that it finds this project's next and react) and built with this project's `next`.
 */
export function buildBare(options: { root: string; dir: string; logFile: string }): Promise<MeasuredRun> {
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.cpSync(path.join(options.root, 'scripts', 'bench', 'bare'), options.dir, { recursive: true });
  const next = path.join(options.root, 'node_modules', '.bin', 'next');
  const env = { ...process.env, NEXT_DIST_DIR: '', VITRINE_DATA_DIR: '', NEXT_TELEMETRY_DISABLED: '1' };
  return runMeasured(next, ['build', options.dir], { cwd: options.root, env, logFile: options.logFile });
}
