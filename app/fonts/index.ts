import localFont from 'next/font/local';

/**
 * Inter, self-hosted (no third-party request): a variable font cut to what the site uses by
 * scripts/build/subset-font.sh (the Latin characters nl, fr and de need, weights 400-800; 23 kB instead of 48).
 * `swap` with next/font's metric-adjusted Arial fallback: text shows at once, and the swap moves nothing.
 */
export const inter = localFont({
  src: './inter-latin-400-800.woff2',
  display: 'swap',
  weight: '400 800',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
