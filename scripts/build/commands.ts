/**
 * The agency's commands compiled for the worker image (`npm run build:commands`, docs/deployment.md):
 * one bundled file per command in `.commands/` (`worker.mjs`, `owner.mjs`, …), which plain Node runs
 * without tsx or TypeScript:
 *   node --require ./server/load-env.cjs .commands/owner.mjs list
 * The project's own code (lib/, the '@/…' paths, JSON it imports) is bundled, resolved as the server
 * resolves it (the `react-server` condition: `server-only` is its empty module); npm packages stay
 * imports, found at run time in the image's production node_modules. An import of a package that is
 * not a production dependency fails the build here, naming the file that imports it, instead of the
 * image at run time.
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.join(__dirname, '..', '..');
export const COMMANDS = ['worker', 'owner', 'staff', 'submissions', 'alerts', 'visits', 'crm', 'db-migrate', 'prestart'] as const;
export const COMMANDS_DIR = path.join(ROOT, '.commands');

/** `@scope/name/sub` → `@scope/name`; `pg/lib/x` → `pg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Bare imports stay external when they name a production dependency (or a Node built-in); any other
 * package is an error. `server-only` is bundled: its react-server export is empty, and Node without
 * the condition would load the one that throws.
 */
function productionPackages(dependencies: Record<string, string>): Plugin {
  return {
    name: 'production-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@/') || args.path.startsWith('node:')) return undefined;
        const name = packageName(args.path);
        if (name === 'server-only') return undefined;
        if (name in dependencies) return { path: args.path, external: true };
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        return {
          errors: [
            { text: `${args.path} is not a production dependency (package.json "dependencies"): the worker image does not have it` },
          ],
        };
      });
    },
  };
}

export async function buildCommands(outdir = COMMANDS_DIR): Promise<void> {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: COMMANDS.map((name) => ({ in: `scripts/commands/${name}.ts`, out: name })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.9',
    conditions: ['react-server'],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [productionPackages(pkg.dependencies)],
    // Code written for CommonJS (tsx ran it so): `require`, `__dirname` and `__filename` in ESM.
    banner: {
      js: [
        "import { createRequire as __vitrineRequire } from 'node:module';",
        "import { fileURLToPath as __vitrineFilePath } from 'node:url';",
        'const require = __vitrineRequire(import.meta.url);',
        'const __filename = __vitrineFilePath(import.meta.url);',
        "const __dirname = __vitrineFilePath(new URL('.', import.meta.url));",
      ].join('\n'),
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (require.main === module) {
  const started = performance.now();
  buildCommands()
    .then(() =>
      console.log(
        `Commands compiled into ${path.relative(process.cwd(), COMMANDS_DIR) || '.'}/ (${COMMANDS.join(', ')}) in ${Math.round(performance.now() - started)} ms`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
