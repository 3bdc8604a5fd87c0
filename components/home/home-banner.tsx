import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { getSite, localize } from '@/lib/catalogue/data';
import type { ImageRef, Lang } from '@/lib/catalogue/data';
import { SearchForm } from '@/components/search/search-form';

/**
 * Art direction per docs/product.md section 2 (Layout, home banner): on mobile the image URL carries scale=1. The first image is the LCP
 * element, so it is preloaded; the others load lazily.
 */
function BannerPicture({ image, first }: { image: ImageRef; first: boolean }) {
  const common = { alt: '', sizes: '100vw', quality: 70, loading: first ? ('eager' as const) : ('lazy' as const) };
  const {
    props: { srcSet: desktop },
  } = getImageProps({ ...common, src: image.url, width: image.width, height: image.height });
  const {
    props: { srcSet: mobileSet, sizes, ...rest },
  } = getImageProps({ ...common, src: `${image.url}?scale=1`, width: image.width, height: image.height });
  // scale=1: phones get the 600 px variant whatever their pixel density; behind the banner's dark
  // overlay it looks the same and it is the page's LCP element.
  const mobile =
    mobileSet
      ?.split(', ')
      .find((candidate) => candidate.endsWith(' 600w'))
      ?.replace(/ 600w$/, '') ?? mobileSet;
  if (first) {
    // getImageProps does not emit a preload; the LCP image must not wait for the parser.
    preload(rest.src, { as: 'image', imageSrcSet: desktop, imageSizes: '100vw', fetchPriority: 'high', media: '(min-width: 768px)' });
    preload(mobile ?? rest.src, { as: 'image', fetchPriority: 'high', media: '(max-width: 767px)' });
  }
  return (
    <picture>
      {/* sizes goes with width descriptors: on the sources, not on the img, which has none. */}
      <source media="(min-width: 768px)" srcSet={desktop} sizes={sizes} />
      <source srcSet={mobile} sizes={mobile === mobileSet ? sizes : undefined} />
      {/* The later slides fade in from 6 s on. They are in the viewport, so Chromium would raise them
          to high priority beside the first (the LCP image); low keeps them behind it. */}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- decorative, alt="" comes from getImageProps */}
      <img {...rest} className="home-banner__image" fetchPriority={first ? 'high' : 'low'} />
    </picture>
  );
}

/** The home banner: an image, a cross-fading gallery (CSS only) or an autoplaying muted looping video. */
export function HomeBanner({ lang }: { lang: Lang }) {
  const banner = getSite().homeBanner;
  const images = banner.type === 'gallery' ? (banner.images ?? []) : banner.image ? [banner.image] : [];
  return (
    <div className={`home-banner home-banner--${banner.type}`}>
      <div className="home-banner__media" aria-hidden="true">
        {banner.type === 'video' && banner.video ? (
          <video className="home-banner__video" autoPlay muted loop playsInline preload="metadata" poster={banner.video.poster.url}>
            <source src={banner.video.url} type={banner.video.type ?? 'video/mp4'} />
          </video>
        ) : (
          images.map((image, index) => (
            // The first slide stays put underneath (it is the LCP element); the others fade over it in turn.
            <div
              key={image.url}
              className="home-banner__slide"
              style={index === 0 ? undefined : { animationDelay: `${index * 6}s`, animationDuration: `${images.length * 6}s` }}
            >
              <BannerPicture image={image} first={index === 0} />
            </div>
          ))
        )}
      </div>
      <div className="container home-banner__content">
        <h1 className="home-banner__title">{localize(banner.title, lang)}</h1>
        <p className="home-banner__subtitle">{localize(banner.subtitle, lang)}</p>
        <SearchForm lang={lang} id="home-search" className="search-form--banner" />
      </div>
    </div>
  );
}
