/**
 * Builds public/service-worker.js from lib/catalogue/sw/service-worker.ts after `next build` (npm run build).
 * Serwist's configurator mode reads the finished Next build; we precache only the offline pages (under
 * their public URLs, /offline/{lang}/, revisioned by their HTML), the logo, the app icons and the icon
 * sprite (under its versioned URL, as pages ask for it). The languages
 * come from data/site.json through the data files' validated loader.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';
import { runBuildCommand } from '@serwist/cli';
import type { NextConfigComplete } from 'next/dist/server/config-shared';
import { env } from '../../lib/platform/env';
import { DataError, dataDirectory, readDataFile, siteLanguages } from '../../lib/catalogue/data';
import { spriteVersion } from '../../components/ui/icon-sprite';

async function main(): Promise<void> {
  const site = readDataFile(dataDirectory(), 'site.json');
  if (!site.ok) throw new DataError(site.problems);
  const languages = siteLanguages(site.data);
  const distDir = env().NEXT_DIST_DIR;
  const offlinePages = languages.map((lang) => {
    const file = path.join(distDir, 'server', 'app', 'offline', `${lang}.html`);
    if (!fs.existsSync(file)) throw new Error(`build-service-worker: ${file} is missing; run next build first`);
    return { url: `/offline/${lang}/`, revision: createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16) };
  });
  // The build's own resolved configuration: without it serwist evaluates next.config.ts again, which
  // hashes the whole data directory for the deployment id (a second or more at 100,000 properties).
  const built = JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config: NextConfigComplete };
  const config = await serwist(
    {
      swSrc: 'lib/catalogue/sw/service-worker.ts',
      swDest: 'public/service-worker.js',
      precachePrerendered: false,
      globDirectory: '.',
      globPatterns: ['public/logo.svg', 'public/icons/*.png'],
      additionalPrecacheEntries: [...offlinePages, { url: `/icons.svg?v=${spriteVersion()}`, revision: null }],
      esbuildOptions: {
        define: {
          __SITE_LANGUAGES__: JSON.stringify(languages),
          __DEFAULT_LANGUAGE__: JSON.stringify(site.data.language.default),
        },
      },
    },
    built.config,
  );
  await runBuildCommand({ config, watch: false });
  console.log(`build-service-worker: wrote ${config.swDest} (offline pages: ${offlinePages.map((p) => p.url).join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
