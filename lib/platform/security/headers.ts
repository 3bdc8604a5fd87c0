/**
 * Security headers for every response (issue 5). The Content-Security-Policy is the same for every
 * request, so pages stay static (no per-request nonce): scripts are limited to our own origin plus
 * inline scripts (Next's flight data, JSON-LD), and an analytics host is allowed only when its id is
 * configured in data/site.json. Pure: next.config.ts calls it with the site config at build time.
 *
 * Kept free of imports so next.config.ts can load it without the app's module aliases.
 */

export interface SecurityConfig {
  /** data/site.json `site_info`: an empty id means that tag is never loaded, so its hosts stay out. */
  siteInfo: { analyticsId?: string; adsId?: string; tagManagerId?: string; socialPixelId?: string };
  /** data/site.json `map.tileUrl`, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png or https://{s}.tile.… */
  tileUrl: string;
}

export interface Header {
  key: string;
  value: string;
}

/** Players and tours that a video facade becomes on click (lib/catalogue/property/video.ts builds only these). */
const PLAYER_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://nodalview.com',
  'https://kuula.co',
];
/** YouTube's facade stills. */
const VIDEO_STILLS = ['https://img.youtube.com', 'https://i.ytimg.com'];

/** Google tag (gtag.js, GA4, Ads) and Tag Manager: script, beacons and pixels. */
const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
/** Google Ads conversion and remarketing, on top of the Google tag. */
const GOOGLE_ADS = {
  script: ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://www.google.com', 'https://www.google.be', 'https://googleads.g.doubleclick.net'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};
/** Meta (Facebook) pixel. */
const SOCIAL_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

/** The origin of a tile URL template; `{s}` subdomains become a wildcard. Null when it is not https. */
export function tileOrigin(tileUrl: string): string | null {
  const wildcard = tileUrl.replace(/^https:\/\/\{s\}\./, 'https://wildcard-subdomain.');
  let url: URL;
  try {
    url = new URL(wildcard.replace(/\{[^}]*\}/g, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  return `https://${url.host.replace(/^wildcard-subdomain\./, '*.')}`;
}

/** Hosts each tag needs, only for the tags whose id is configured. */
export function analyticsSources(siteInfo: SecurityConfig['siteInfo']) {
  const has = (id: string | undefined) => typeof id === 'string' && id.trim() !== '';
  const parts = [
    has(siteInfo.analyticsId) || has(siteInfo.tagManagerId) || has(siteInfo.adsId) ? GOOGLE_TAG : null,
    has(siteInfo.adsId) ? GOOGLE_ADS : null,
    has(siteInfo.socialPixelId) ? SOCIAL_PIXEL : null,
  ];
  const pick = (key: 'script' | 'connect' | 'img' | 'frame') =>
    parts.flatMap((part) => (part && key in part ? (part as Record<typeof key, string[]>)[key] : []));
  return { script: pick('script'), connect: pick('connect'), img: pick('img'), frame: pick('frame') };
}

export function contentSecurityPolicy(config: SecurityConfig): string {
  const analytics = analyticsSources(config.siteInfo);
  const tiles = tileOrigin(config.tileUrl);
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'unsafe-inline': Next's inline flight data and our JSON-LD; a nonce would make every page dynamic.
    ['script-src', unique(["'self'", "'unsafe-inline'", ...analytics.script])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', tiles, ...VIDEO_STILLS, ...analytics.img])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...analytics.connect])],
    ['media-src', ["'self'"]],
    ['frame-src', unique(["'self'", ...PLAYER_FRAMES, ...analytics.frame])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Features no page of ours, nor a player or tour it embeds, uses. Motion sensors stay allowed: 360°
 * videos and 3D tours turn with the phone. Only names Chromium knows: an unknown one is a console error.
 */
const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()'].join(', ');

export function securityHeaders(config: SecurityConfig): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    // Two years with subdomains, the preload list's minimum. Browsers ignore it over plain http (localhost).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}
