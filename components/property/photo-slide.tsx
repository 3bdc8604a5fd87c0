import Image from 'next/image';
import type { GallerySlide } from '@/lib/property/gallery';

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
export function PhotoSlide({ slide, roleDescription, label, className, imageClassName, sizes, first = false, eager = false, caption, id }: Props) {
  return (
    <div id={id} className={`swiper-slide ${className}`} role="group" aria-roledescription={roleDescription} aria-label={label}>
      <Image
        src={slide.src}
        alt={slide.alt}
        width={slide.width}
        height={slide.height}
        sizes={sizes}
        quality={75}
        preload={first}
        fetchPriority={first ? 'high' : undefined}
        loading={first ? undefined : eager ? 'eager' : 'lazy'}
        draggable={false}
        className={imageClassName}
      />
      {caption && <p className="slideshow__caption">{caption}</p>}
    </div>
  );
}
