/**
 * The small decisions of the photo gallery and slideshow, kept apart from React and Swiper so they can
 * be tested: which slide an action leads to, what counts as a swipe, an image's alternative text and
 * the one image variant a thumbnail uses.
 */
/** A photo as the gallery and the slideshow show it. */
export interface GallerySlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Caption in the slideshow (the CRM's photo name), may be empty. */
  name: string;
  /** URL of the 100 px wide variant. */
  thumb: string;
}

/** The gallery rewinds: "next" on the last photo shows the first, "previous" on the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** Horizontal travel, in CSS pixels, that makes a pointer gesture a swipe rather than a tap. */
export const SWIPE_THRESHOLD = 40;

/**
 * +1 (next photo) for a swipe to the left, -1 for a swipe to the right, 0 for anything else: a short or
 * mostly vertical gesture is a tap or a page scroll, not a swipe.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** A photo's place in the gallery, as the counter message numbers it: "3 / 12" for the third of twelve (`index` counts from 0). */
export function slideNumber(index: number, count: number): { n: number; total: number } {
  return { n: index + 1, total: count };
}

/**
 * The fragment id of the gallery's photo at `index` ("photo-3" for the third): without JavaScript the
 * thumbnails are links to it, so every photo is one tap away (gallery-carousel.tsx).
 */
export function photoId(index: number): string {
  return `photo-${index + 1}`;
}

/**
 * Swiper's A11y module words slide labels with {{index}} and {{slidesLength}}; the catalogue's counter
 * message has {n} and {total}. Formatting the message with Swiper's placeholders as values gives
 * Swiper's template, so the same message labels the slides before and after Swiper takes over.
 */
export function swiperSlideLabel(counter: (values: { n: string; total: string }) => string): string {
  return counter({ n: '{{index}}', total: '{{slidesLength}}' });
}

/**
 * A photo's alternative text: the property's title with the photo's name ("Voorgevel"), or with its
 * number when the CRM gave it no name. `format` is the Gallery translator.
 */
export function photoAlt(
  format: (key: 'photoAlt' | 'photoAltUnnamed', values: { title: string; name: string; n: number }) => string,
  title: string,
  name: string | undefined,
  index: number,
): string {
  const clean = name?.trim();
  return format(clean ? 'photoAlt' : 'photoAltUnnamed', { title, name: clean ?? '', n: index + 1 });
}

/**
 * The URL of one exact width out of a `srcSet` of next/image: the candidate written "{url} {width}w",
 * or, for a fixed-size image ("{url} 1x, {url} 2x"), the 1x one. Thumbnails use the 100 px variant
 * whatever the screen density (docs/product.md section 9: widths 100, 400, 600, 1360).
 */
export function srcSetCandidate(srcSet: string | undefined, width: number): string | undefined {
  if (!srcSet) return undefined;
  const candidates = srcSet
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0]);
  return (
    candidates.find(([, descriptor]) => descriptor === `${width}w`)?.[0] ?? candidates.find(([, descriptor]) => descriptor === '1x')?.[0]
  );
}
