/**
 * How a recognised video link (./video.ts) is shown: the provider named under its facade, the
 * YouTube thumbnail candidates, and the player an activated facade becomes. Nothing here loads
 * anything; the facade asks for the player only when the visitor clicks.
 */
import type { VideoLink, YouTubeThumbnails } from './video';

/** Intrinsic widths of YouTube's default.jpg, mqdefault.jpg and hqdefault.jpg. */
export const YOUTUBE_THUMBNAIL_WIDTHS = { low: 120, medium: 320, high: 480 } as const;

/** "low 120w, medium 320w, high 480w": the browser picks by the facade's rendered width. */
export function youTubeSrcSet(thumbnails: YouTubeThumbnails): string {
  return (['low', 'medium', 'high'] as const).map((size) => `${thumbnails[size]} ${YOUTUBE_THUMBNAIL_WIDTHS[size]}w`).join(', ');
}

const PROVIDER_NAMES = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  nodalview: 'Nodalview',
  kuula: 'Kuula',
} as const;

/**
 * The third party whose player a click loads, shown on the facade ("via YouTube") so the visitor
 * knows before clicking; null for a file on our own site.
 */
export function providerName(link: VideoLink): string | null {
  switch (link.kind) {
    case 'file':
      return null;
    case 'tour':
      return PROVIDER_NAMES[link.provider];
    default:
      return PROVIDER_NAMES[link.kind];
  }
}

export interface IframePlayer {
  type: 'iframe';
  src: string;
  /** Permissions policy of the frame: what each provider's player documents, nothing more. */
  allow: string;
  allowFullScreen: true;
  referrerPolicy: 'strict-origin-when-cross-origin';
}

export interface FilePlayer {
  type: 'video';
  src: string;
  mimeType: string;
}

export type Player = IframePlayer | FilePlayer;

const ALLOW = {
  youtube: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
  vimeo: 'autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media',
  facebook: 'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share',
  tour: 'autoplay; fullscreen; xr-spatial-tracking; gyroscope; accelerometer',
} as const;

/**
 * The player for a link. YouTube refuses to play an embed that sends no referrer (its error 153), so
 * frames keep the browser's default policy, which sends our origin only; the thumbnails, loaded before
 * any click, send none.
 */
export function playerFor(link: VideoLink): Player {
  if (link.kind === 'file') return { type: 'video', src: link.url, mimeType: link.mimeType };
  return {
    type: 'iframe',
    src: link.embedUrl,
    allow: ALLOW[link.kind],
    allowFullScreen: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
  };
}
