import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  trailingSlash: true,
  // A second build (another data set, e.g. the language-config e2e variant or a benchmark
  // catalogue) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
