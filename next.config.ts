import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders, type SecurityConfig } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** The part of data/site.json the headers depend on (validated by `npm run data:check` before a build). */
function securityConfig(): SecurityConfig {
  const file = path.join(process.env.VITRINE_DATA_DIR || 'data', 'site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as { site_info: SecurityConfig['siteInfo']; map: { tileUrl: string } };
  return { siteInfo: site.site_info, tileUrl: site.map.tileUrl };
}

const nextConfig: NextConfig = {
  trailingSlash: true,
  // A second build (another data set, e.g. the language-config e2e variant or a benchmark
  // catalogue) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Every response, pages, files and route handlers alike (docs/decisions/0010).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(securityConfig()) }];
  },
  reactStrictMode: true,
  images: {
    formats: ['image/webp'],
    deviceSizes: [400, 600, 1360],
    imageSizes: [100],
    qualities: [70, 75],
    // Only our photos are optimized; `?scale=1` is the mobile variant of the home banner (SPEC.md section 2).
    localPatterns: [
      { pathname: '/photos/**', search: '' },
      { pathname: '/photos/**', search: '?scale=1' },
    ],
  },
};

export default withNextIntl(nextConfig);
