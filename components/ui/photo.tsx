import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * A photo in a server component: `next/image`'s attributes (getImageProps: the optimizer's srcset, lazy
 * loading, width and height) on a plain <img>. The `Image` component itself is a client component, so
 * one of them anywhere on a page, the footer's logos included, loads its code (about 7 kB gzipped) and
 * hydrates each photo; this one is HTML only (issue 40). `preload` adds the same <link rel=preload> the
 * component would, for a page's largest photo. Client components use lib/catalogue/images/optimized.ts.
 */
export function Photo({ preload = false, ...props }: Omit<ImageProps, 'onLoad' | 'onError' | 'placeholder' | 'blurDataURL' | 'loader'>) {
  const { props: img } = getImageProps({ ...props, preload });
  if (preload && img.src) {
    preloadImage(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: props.fetchPriority ?? 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt among them (required by ImageProps)
  return <img {...img} />;
}
