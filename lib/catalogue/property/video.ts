/**
 * Video links of a property (docs/product.md section 5): "direct files (mp4, mov, wmv, avi, flv, webm), YouTube
 * (11-character id), Vimeo numeric, Facebook video, and hosts of a 3D-tour service and two other embed
 * services".
 *
 * The spec names none of the tour hosts. We take Matterport (the 3D-tour service, and the one in our
 * data) plus Nodalview and Kuula, the 360° tour services Belgian agencies commonly link to.
 *
 * Every embed URL is rebuilt from the parts we validated (an id, a token), never passed through, so a
 * link can only ever load a known player on a known host. Anything else is null: the page shows nothing
 * rather than an iframe or link to somewhere unexpected.
 */

export const VIDEO_FILE_FORMATS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;
export type VideoFileFormat = (typeof VIDEO_FILE_FORMATS)[number];
export type TourProvider = 'matterport' | 'nodalview' | 'kuula';

/**
 * A MIME type lets the page ask the browser (`canPlayType`) whether it can play the file inline: mp4 and
 * webm play everywhere, mov in some browsers, wmv, avi and flv nowhere (offer a download link instead).
 */
const MIME_TYPES: Record<VideoFileFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  webm: 'video/webm',
};

export interface YouTubeThumbnails {
  low: string;
  medium: string;
  high: string;
}

/** `url` is the link to open for visitors without JavaScript; `embedUrl` is loaded only on click. */
export type VideoLink =
  | { kind: 'file'; url: string; format: VideoFileFormat; mimeType: string }
  | { kind: 'youtube'; id: string; url: string; embedUrl: string; thumbnails: YouTubeThumbnails }
  | { kind: 'vimeo'; id: string; url: string; embedUrl: string }
  | { kind: 'facebook'; url: string; embedUrl: string }
  | { kind: 'tour'; provider: TourProvider; url: string; embedUrl: string };

const MAX_LENGTH = 2048;
/** Only for making sense of root-relative paths; it never appears in a result. */
const LOCAL_BASE = 'https://local.invalid';
/** Hosts a link may be pasted without its scheme ("youtu.be/..."): only the providers' own. */
const BARE_HOSTS: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'www.vimeo.com',
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'fb.watch',
  'my.matterport.com',
  'nodalview.com',
  'www.nodalview.com',
  'kuula.co',
  'www.kuula.co',
]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const FACEBOOK_ID = /^\d{5,25}$/;
const FACEBOOK_PAGE = /^[A-Za-z0-9.\-_]{1,100}$/;
const FACEBOOK_TOKEN = /^[A-Za-z0-9_-]{4,40}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;
const NODALVIEW_TOKEN = /^[A-Za-z0-9]{20,40}$/;
const NODALVIEW_SHARE_TOKEN = /^[A-Za-z0-9_-]{12,40}$/;
const KUULA_ID = /^[A-Za-z0-9]{4,12}$/;

export function youTubeThumbnails(id: string): YouTubeThumbnails {
  return {
    low: `https://img.youtube.com/vi/${id}/default.jpg`,
    medium: `https://img.youtube.com/vi/${id}/mqdefault.jpg`,
    high: `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
  };
}

function youtube(id: string | null | undefined): VideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    kind: 'youtube',
    id,
    url: `https://www.youtube.com/watch?v=${id}`,
    // The privacy-enhanced host sets no cookies before playing; autoplay because the visitor just clicked.
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    thumbnails: youTubeThumbnails(id),
  };
}

function vimeo(id: string | undefined, hash: string | null | undefined): VideoLink | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  // An unlisted video needs its hash to play; an invalid hash is dropped rather than the whole link.
  const h = hash && VIMEO_HASH.test(hash) ? hash : null;
  return {
    kind: 'vimeo',
    id,
    url: `https://vimeo.com/${id}${h ? `/${h}` : ''}`,
    // dnt=1: Vimeo's "do not track", the counterpart of youtube-nocookie.
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${h ? `&h=${h}` : ''}`,
  };
}

function facebook(href: string): VideoLink {
  return {
    kind: 'facebook',
    url: href,
    embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`,
  };
}

function tour(provider: TourProvider, url: string, embedUrl = url): VideoLink {
  return { kind: 'tour', provider, url, embedUrl };
}

/** Path segments without empty ones, so a trailing slash does not matter. */
function segmentsOf(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function fromProvider(url: URL): VideoLink | null {
  const host = url.hostname.replace(/\.$/, '');
  const s = segmentsOf(url);
  const only = (n: number) => s.length === n;

  switch (host) {
    case 'youtu.be':
      return only(1) ? youtube(s[0]) : null;
    case 'youtube.com':
    case 'www.youtube.com':
    case 'm.youtube.com':
    case 'youtube-nocookie.com':
    case 'www.youtube-nocookie.com':
      if (only(1) && s[0] === 'watch') return youtube(url.searchParams.get('v'));
      if (only(2) && ['embed', 'shorts', 'live', 'v'].includes(s[0]!)) return youtube(s[1]);
      return null;

    case 'vimeo.com':
    case 'www.vimeo.com':
      if (only(1) || (only(2) && VIMEO_ID.test(s[0]!))) return vimeo(s[0], s[1] ?? url.searchParams.get('h'));
      if (only(3) && s[0] === 'channels') return vimeo(s[2], null);
      if (only(4) && s[0] === 'groups' && s[2] === 'videos') return vimeo(s[3], null);
      if (only(4) && (s[0] === 'showcase' || s[0] === 'album') && s[2] === 'video') return vimeo(s[3], null);
      return null;
    case 'player.vimeo.com':
      return only(2) && s[0] === 'video' ? vimeo(s[1], url.searchParams.get('h')) : null;

    case 'facebook.com':
    case 'www.facebook.com':
    case 'm.facebook.com':
    case 'web.facebook.com': {
      // {page}/videos/{id} or {page}/videos/{title slug}/{id}
      if ((only(3) || only(4)) && s[1] === 'videos' && FACEBOOK_PAGE.test(s[0]!) && FACEBOOK_ID.test(s.at(-1)!))
        return facebook(`https://www.facebook.com/${s[0]}/videos/${s.at(-1)}/`);
      const v = url.searchParams.get('v');
      if (only(1) && (s[0] === 'watch' || s[0] === 'video.php') && v && FACEBOOK_ID.test(v))
        return facebook(`https://www.facebook.com/watch/?v=${v}`);
      if (only(2) && s[0] === 'reel' && FACEBOOK_ID.test(s[1]!)) return facebook(`https://www.facebook.com/reel/${s[1]}`);
      if (only(3) && s[0] === 'share' && (s[1] === 'v' || s[1] === 'r') && FACEBOOK_TOKEN.test(s[2]!))
        return facebook(`https://www.facebook.com/share/${s[1]}/${s[2]}/`);
      return null;
    }
    case 'fb.watch':
      return only(1) && FACEBOOK_TOKEN.test(s[0]!) ? facebook(`https://fb.watch/${s[0]}/`) : null;

    case 'my.matterport.com': {
      const m = url.searchParams.get('m');
      if (!only(1) || s[0] !== 'show' || !m || !MATTERPORT_ID.test(m)) return null;
      // play=1 starts the tour at once, skipping Matterport's own second "play" click.
      return tour('matterport', `https://my.matterport.com/show/?m=${m}`, `https://my.matterport.com/show/?m=${m}&play=1`);
    }
    case 'nodalview.com':
    case 'www.nodalview.com':
      if (only(1) && NODALVIEW_TOKEN.test(s[0]!)) return tour('nodalview', `https://nodalview.com/${s[0]}`);
      if (only(2) && s[0] === 's' && NODALVIEW_SHARE_TOKEN.test(s[1]!)) return tour('nodalview', `https://nodalview.com/s/${s[1]}`);
      return null;
    case 'kuula.co':
    case 'www.kuula.co':
      if (only(2) && s[0] === 'share' && KUULA_ID.test(s[1]!)) return tour('kuula', `https://kuula.co/share/${s[1]}`);
      if (only(3) && s[0] === 'share' && s[1] === 'collection' && KUULA_ID.test(s[2]!))
        return tour('kuula', `https://kuula.co/share/collection/${s[2]}`);
      return null;
  }
  return null;
}

function formatOf(url: URL): VideoFileFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return (VIDEO_FILE_FORMATS as readonly string[]).includes(ext ?? '') ? (ext as VideoFileFormat) : null;
}

function file(url: URL, href: string): VideoLink | null {
  const format = formatOf(url);
  return format ? { kind: 'file', url: href, format, mimeType: MIME_TYPES[format] } : null;
}

/**
 * Recognises a property's video link. Accepts absolute http(s) URLs, protocol-relative ones (as https),
 * provider links pasted without a scheme, and root-relative paths to files on this site
 * ("/video/properties/4155/rondleiding.mp4"). Null for anything else: other schemes (javascript:, data:,
 * file:), credentials in the URL, relative paths, unknown hosts that are not video files.
 */
export function parseVideoLink(input: unknown): VideoLink | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  // Control characters are how "java\tscript:" slips past naive checks; no real link has one.
  if (!text || text.length > MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(text)) return null;

  // A single slash: a path on this site. "/\evil.com" and "//evil.com" are other hosts to a browser.
  if (text.startsWith('/') && !/^\/[/\\]/.test(text)) {
    let url: URL;
    try {
      url = new URL(text, LOCAL_BASE);
    } catch {
      return null;
    }
    // Belt and braces: the check above already keeps the path on this site.
    if (url.origin !== LOCAL_BASE) return null;
    return file(url, `${url.pathname}${url.search}${url.hash}`);
  }

  // "///host" and "//\host" only work by browser leniency: garbage, not a protocol-relative link.
  if (/^\/\/[/\\]/.test(text)) return null;
  const bareHost = /^([a-z0-9.-]+)\//i.exec(text)?.[1]?.toLowerCase();
  const absolute = text.startsWith('//') ? `https:${text}` : bareHost && BARE_HOSTS.has(bareHost) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // "https://youtube.com@evil.com/..." is evil.com; credentials in a public link are never legitimate.
  if (url.username || url.password || !url.hostname) return null;
  return fromProvider(url) ?? file(url, url.href);
}
