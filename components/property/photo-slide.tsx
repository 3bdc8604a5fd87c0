import { preload } from 'react-dom';
import { optimizedImage } from '@/lib/catalogue/images/optimized';
import type { GallerySlide } from '@/lib/catalogue/property/gallery';

interface Props {
  slide: GallerySlide;
  /** aria-roledescription of the slide ("foto"). */
  roleDescription: string;
  /** "3 / 12": the slide's name. */
  label: string;
  className: string;
  imageClassName: string;
  sizes: string;
  /** The gallery's first photo is the page's LCP image: preloaded, high priority. */
  first?: boolean;
  /** Load now rather than when near the viewport (the slideshow's opening photo). */
  eager?: boolean;
  caption?: string;
  /** The slide's fragment id: without JavaScript the gallery's thumbnails are links to it (gallery-carousel.tsx). */
  id?: string;
}

/**
 * One photo in Swiper's slide markup, shared by the gallery (gallery-carousel.tsx) and the full-screen
 * slideshow (slideshow.tsx), so both label and load their photos the same way.
 */
export function PhotoSlide({
  slide,
  roleDescription,
  label,
  className,
  imageClassName,
  sizes,
  first = false,
  eager = false,
  caption,
  id,
}: Props) {
  const image = optimizedImage({ src: slide.src, width: slide.width, height: slide.height, sizes, quality: 75 });
  // The page's LCP image must not wait for the parser (what next/image's `preload` did).
  if (first) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return (
    <div id={id} className={`swiper-slide ${className}`} role="group" aria-roledescription={roleDescription} aria-label={label}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes without its component (lib/catalogue/images/optimized.ts) */}
      <img
        {...image}
        alt={slide.alt}
        fetchPriority={first ? 'high' : undefined}
        loading={first ? undefined : eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        className={imageClassName}
      />
      {caption && <p className="slideshow__caption">{caption}</p>}
    </div>
  );
}
