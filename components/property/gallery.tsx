import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Lang, Picture } from '@/lib/catalogue/data/types';
import { photoAlt, srcSetCandidate, type GallerySlide } from '@/lib/catalogue/property/gallery';
import { ClientTexts } from '@/components/i18n/client-texts';
import { GalleryCarousel } from './gallery-carousel';

/** Thumbnails: the 100 px variant of docs/product.md section 9, at the thumbnails' own aspect ratio. */
const THUMB_WIDTH = 100;

/**
 * The main photo's width on screen: the whole width on phones and tablets, the detail page's wide
 * column (2/3 of 1240 px) on desktop. With widths 400, 600, 828 and 1360, a 390-414 px phone at DPR
 * 1.75-2 (683-828 device pixels) takes the 828 variant, at DPR 3 and on a desktop the 1360 one, at DPR 1
 * the 400 one.
 */
export const GALLERY_SIZES = '(max-width: 1279px) 100vw, 800px';

function thumbnailUrl(picture: Picture): string {
  const height = Math.max(1, Math.round((THUMB_WIDTH * picture.height) / picture.width));
  const { props } = getImageProps({ src: picture.url, width: THUMB_WIDTH, height, quality: 70, alt: '' });
  return srcSetCandidate(props.srcSet, THUMB_WIDTH) ?? props.src;
}

export interface GalleryProps {
  lang: Lang;
  photos: Picture[];
  /** The property's title, for the photos' alternative text and the slideshow's name. */
  title: string;
  /** `sizes` of the main photo, when the page column differs from GALLERY_SIZES. */
  sizes?: string;
}

/**
 * The property's photos (issue 4): a swipeable gallery with thumbnails and a counter whose first photo
 * is the page's LCP image, a full-screen slideshow on demand, or "no photo was found".
 */
export async function Gallery({ lang, photos, title, sizes = GALLERY_SIZES }: GalleryProps) {
  if (!photos.length) {
    const property = await getTranslations({ locale: lang, namespace: 'Property' });
    return <p className="gallery-empty">{property('noPhoto')}</p>;
  }
  const t = await getTranslations({ locale: lang, namespace: 'Gallery' });
  const slides: GallerySlide[] = photos.map((picture, i) => ({
    src: picture.url,
    width: picture.width,
    height: picture.height,
    alt: photoAlt((key, values) => t(key, values), title, picture.name, i),
    name: picture.name?.trim() ?? '',
    thumb: thumbnailUrl(picture),
  }));
  return (
    <ClientTexts lang={lang} keys={['Gallery']}>
      <GalleryCarousel slides={slides} title={title} sizes={sizes} />
    </ClientTexts>
  );
}
