// @ts-check
// Builds public/service-worker.js from lib/sw/service-worker.ts after `next build` (npm run build):
//   serwist build scripts/serwist.config.mjs
// Serwist's configurator mode reads the finished Next build; we precache only the offline pages (under
// their public URLs, /offline/{lang}/, revisioned by their HTML) and the logo and icons.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';

const dataDir = process.env.VITRINE_DATA_DIR || 'data';
const site = JSON.parse(fs.readFileSync(path.join(dataDir, 'site.json'), 'utf8'));
const languages = site.language.languageUse.filter((l) => l.use).map((l) => l.code);
const defaultLanguage = site.language.default;

const distDir = process.env.NEXT_DIST_DIR || '.next';
const offlinePages = languages.map((lang) => {
  const file = path.join(distDir, 'server', 'app', 'offline', `${lang}.html`);
  if (!fs.existsSync(file)) throw new Error(`serwist.config: ${file} is missing; run next build first`);
  return { url: `/offline/${lang}/`, revision: createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16) };
});

export default await serwist({
  swSrc: 'lib/sw/service-worker.ts',
  swDest: 'public/service-worker.js',
  precachePrerendered: false,
  globDirectory: '.',
  globPatterns: ['public/logo.svg', 'public/icons/*.png'],
  additionalPrecacheEntries: offlinePages,
  esbuildOptions: {
    define: {
      __SITE_LANGUAGES__: JSON.stringify(languages),
      __DEFAULT_LANGUAGE__: JSON.stringify(defaultLanguage),
    },
  },
});
