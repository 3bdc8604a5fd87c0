import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './lib/platform/env';
import { builtDeploymentId, deploymentId } from './lib/platform/deployment';
// Next loads this file before it bundles anything: it takes what it needs of lib/catalogue/data from the two
// modules that hold it, not through the door (lib/catalogue/data/index.ts), whose store it does not need.
import { DataError, dataDirectory, readDataFile } from './lib/catalogue/data/validate';
import { storeCode } from './lib/catalogue/data/snapshot';
import { spriteVersion } from './components/ui/icon-sprite';
import { fontVersion } from './components/layout/font';
import { securityHeaders, type SecurityConfig } from './lib/platform/security/headers';
import { IMAGE_CONFIG } from './lib/catalogue/images/config';

// Messages are precompiled at build time (icu-minify), so pages and client islands (ClientTexts) ship
// compiled messages and a small formatter instead of an ICU parser (docs/decisions/0002).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** The part of data/site.json the headers depend on, read through the data files' validated loader. */
function securityConfig(): SecurityConfig {
  const site = readDataFile(dataDirectory(), 'site.json');
  if (!site.ok) throw new DataError(site.problems);
  return { siteInfo: site.data.site_info, tileUrl: site.data.map.tileUrl };
}

/** The build decides the id; `next start` keeps the build's (lib/platform/deployment.ts). */
function deploymentIdFor(phase: string): string {
  const built = phase === PHASE_PRODUCTION_SERVER ? builtDeploymentId(env().NEXT_DIST_DIR) : undefined;
  return built ?? deploymentId({ configured: env().VITRINE_DEPLOYMENT_ID, cwd: process.cwd(), dataDir: dataDirectory() });
}

const nextConfig = (DEPLOYMENT_ID: string): NextConfig => ({
  trailingSlash: true,
  // One name for this code and data: skew protection between an open page and a new server, the
  // proxy's X-Deployment-Id header and a shared cache's key (lib/platform/deployment.ts).
  deploymentId: DEPLOYMENT_ID,
  // The code that reshapes records, so that the store uses only a snapshot of the data check that this
  // code wrote (lib/catalogue/data/snapshot.ts).
  env: {
    VITRINE_DEPLOYMENT_ID: DEPLOYMENT_ID,
    VITRINE_STORE_CODE: storeCode(),
    VITRINE_ICONS_VERSION: spriteVersion(),
    VITRINE_FONT_VERSION: fontVersion(),
  },
  // A second build (another data set, e.g. the language-config e2e variant or a benchmark
  // catalogue) can live beside the main one.
  distDir: env().NEXT_DIST_DIR,
  // The image's server (deploy/Dockerfile): a server.js and the files it traces, no node_modules.
  output: env().VITRINE_STANDALONE === '1' ? 'standalone' : undefined,
  poweredByHeader: false,
  // The server's front compresses (server/compress.cjs): a cached page once, not per request.
  compress: false,
  // Every response, pages, files and route handlers alike (docs/decisions/0010).
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(securityConfig()) },
      // Its URL changes with its content (components/ui/icon-sprite.ts).
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Its URL carries its content's hash too (components/layout/font.ts).
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  reactStrictMode: true,
  // Next's ETag hashes every page's whole body on every request (a sixth of a detail page's serving
  // time); the proxy gives public pages their deployment as ETag instead (lib/catalogue/routing/cache-policy.ts).
  generateEtags: false,
  // PGlite loads its WebAssembly and data files from its own folder at run time (docs/product.md, Rulings: Database).
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket'],
  // Detail pages and filtered listings are generated on their first request and kept in memory, in an
  // LRU of this size (VITRINE_PAGE_CACHE_MIB), never written to disk (the handler): the pages a catalogue
  // of 100,000 properties and every query could make are bounded by memory, not by the disk
  // (docs/decisions/0022). Prerendered pages stay on disk from the build.
  cacheHandler: require.resolve('./lib/catalogue/cache/page-cache-handler.cjs'),
  cacheMaxMemorySize: env().VITRINE_PAGE_CACHE_MIB * 1024 * 1024,
  experimental: {
    // A form post may carry a CV or a photo (lib/visitor/schemas/constants.ts, MAX_BODY_BYTES); larger posts
    // are refused by the proxy with 413 before they reach an action.
    serverActions: { bodySizeLimit: '6mb' },
  },
  images: {
    formats: ['image/webp'],
    // The widths and qualities, shared with the client's own srcset (lib/catalogue/images/optimized.ts).
    deviceSizes: [...IMAGE_CONFIG.deviceSizes],
    imageSizes: [...IMAGE_CONFIG.imageSizes],
    qualities: [...IMAGE_CONFIG.qualities],
    // Resized photos are kept on disk, the least recently used removed beyond this (VITRINE_IMAGE_CACHE_MIB).
    maximumDiskCacheSize: env().VITRINE_IMAGE_CACHE_MIB * 1024 * 1024,
    // Only our photos are optimized; `?scale=1` is the mobile variant of the home banner (docs/product.md section 2).
    localPatterns: [
      { pathname: '/photos/**', search: '' },
      { pathname: '/photos/**', search: '?scale=1' },
    ],
  },
});

const config = (phase: string) => withNextIntl(nextConfig(deploymentIdFor(phase)));

export default config;
