import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Lang, Picture } from '@/lib/data/types';
import { photoAlt, srcSetCandidate } from '@/lib/property/gallery';
import { GalleryCarousel, type GalleryLabels, type GallerySlide } from './gallery-carousel';
import '@/app/styles/gallery.css';

export type { GalleryLabels };

/** Thumbnails: SPEC.md's 100 px variant, at the thumbnails' own aspect ratio. */
const THUMB_WIDTH = 100;

/**
 * The main photo's width on screen: the whole width on phones and tablets, the detail page's wide
 * column (2/3 of 1240 px) on desktop. With widths 400, 600 and 1360, a 390 px phone at DPR 2 or 3
 * (780 or 1170 device pixels) and a desktop take the 1360 variant, a phone at DPR 1 the 400 one.
 */
export const GALLERY_SIZES = '(max-width: 1279px) 100vw, 800px';

/** The gallery's text, for the page to pass in (client islands carry no message catalogue). */
export async function galleryLabels(lang: Lang): Promise<GalleryLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'Gallery' });
  const property = await getTranslations({ locale: lang, namespace: 'Property' });
  return {
    label: t('label'),
    carousel: t('carousel'),
    slide: t('slide'),
    counter: t.raw('counter') as string,
    previous: t('previous'),
    next: t('next'),
    fullScreen: t('fullScreen'),
    thumbnails: t('thumbnails'),
    thumbnail: t.raw('thumbnail') as string,
    photoAlt: t.raw('photoAlt') as string,
    photoAltUnnamed: t.raw('photoAltUnnamed') as string,
    slideshow: t.raw('slideshow') as string,
    close: t('close'),
    noPhoto: property('noPhoto'),
  };
}

function thumbnailUrl(picture: Picture): string {
  const height = Math.max(1, Math.round((THUMB_WIDTH * picture.height) / picture.width));
  const { props } = getImageProps({ src: picture.url, width: THUMB_WIDTH, height, quality: 70, alt: '' });
  return srcSetCandidate(props.srcSet, THUMB_WIDTH) ?? props.src;
}

export interface GalleryProps {
  photos: Picture[];
  /** The property's title, for the photos' alternative text and the slideshow's name. */
  title: string;
  labels: GalleryLabels;
  /** `sizes` of the main photo, when the page column differs from GALLERY_SIZES. */
  sizes?: string;
}

/**
 * The property's photos (issue 4): a swipeable gallery with thumbnails and a counter whose first photo
 * is the page's LCP image, a full-screen slideshow on demand, or "no photo was found".
 */
export function Gallery({ photos, title, labels, sizes = GALLERY_SIZES }: GalleryProps) {
  if (!photos.length) return <p className="gallery-empty">{labels.noPhoto}</p>;
  const templates = { named: labels.photoAlt, unnamed: labels.photoAltUnnamed };
  const slides: GallerySlide[] = photos.map((picture, i) => ({
    src: picture.url,
    width: picture.width,
    height: picture.height,
    alt: photoAlt(templates, title, picture.name, i),
    name: picture.name?.trim() ?? '',
    thumb: thumbnailUrl(picture),
  }));
  return <GalleryCarousel slides={slides} title={title} labels={labels} sizes={sizes} />;
}
