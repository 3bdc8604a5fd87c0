'use client';

import { useTranslations } from '@/components/i18n/texts';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Icon } from '@/components/ui/icon';
import { photoId, slideNumber, swipeDirection, swiperSlideLabel, wrapIndex, type GallerySlide } from '@/lib/catalogue/property/gallery';
import type { GallerySwipers } from './gallery-swiper';
import { PhotoSlide } from './photo-slide';
import type { SlideshowProps } from './slideshow';

interface Props {
  slides: GallerySlide[];
  title: string;
  sizes: string;
}

/** Swiper's default, and the pre-Swiper slide transition. */
const SPEED = 300;

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The gallery's client island. The server renders it complete (first photo preloaded, the others
 * lazy, thumbnails, counter, buttons) in the markup Swiper expects, inside a box of fixed aspect ratio.
 * Until Swiper is needed the island drives that markup itself: buttons, thumbnails, arrow keys and
 * a swipe move the slide strip with a CSS transform. Swiper (about 25 kB gzipped) is imported at the
 * first sign of interest and takes over from the current slide; the full-screen slideshow is imported
 * when it is opened.
 *
 * Without JavaScript (the same cached HTML) the buttons, counter and button thumbnails are hidden
 * (gallery.css, `scripting: none`), the photo strip scrolls natively, and a <noscript> strip of
 * thumbnail links leads to each photo's fragment: every photo stays reachable, and a browser with
 * JavaScript neither lays out nor loads that strip.
 */
export function GalleryCarousel({ slides, title, sizes }: Props) {
  const t = useTranslations('Gallery');
  const count = slides.length;
  const many = count > 1;
  const [index, setIndex] = useState(0);
  const [slideshow, setSlideshow] = useState<{ Component: ComponentType<SlideshowProps>; start: number } | null>(null);
  const indexRef = useRef(0);
  const rootRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const fullScreenRef = useRef<HTMLButtonElement>(null);
  const swipers = useRef<GallerySwipers | null>(null);
  const loading = useRef(false);
  const mounted = useRef(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      swipers.current?.destroy();
      swipers.current = null;
      loading.current = false;
    };
  }, []);

  const show = useCallback((i: number) => {
    indexRef.current = i;
    setIndex(i);
  }, []);

  /** Lets the photos next to slide `i` load before they slide in (they are lazy until then). */
  const unlazyAround = useCallback(
    (i: number) => {
      const slideEls = wrapperRef.current?.children;
      if (!slideEls) return;
      for (const j of [i - 1, i + 1]) slideEls[wrapIndex(j, count)]?.querySelector('img[loading="lazy"]')?.removeAttribute('loading');
    },
    [count],
  );

  const go = useCallback(
    (target: number, instant = false) => {
      const i = wrapIndex(target, count);
      const swiper = swipers.current?.main;
      if (swiper) {
        swiper.slideTo(i, instant ? 0 : undefined);
        return;
      }
      show(i);
      unlazyAround(i);
      const wrapper = wrapperRef.current;
      if (wrapper) {
        wrapper.style.transitionDuration = instant || reducedMotion() ? '0ms' : `${SPEED}ms`;
        wrapper.style.transform = `translate3d(${-100 * i}%, 0, 0)`;
      }
    },
    [count, show, unlazyAround],
  );

  const loadSwiper = useCallback(() => {
    if (!many || loading.current) return;
    loading.current = true;
    unlazyAround(indexRef.current);
    import('./gallery-swiper')
      .then(({ createGallerySwipers }) => {
        if (!mounted.current || !mainRef.current || swipers.current) return;
        swipers.current = createGallerySwipers({
          main: mainRef.current,
          thumbs: thumbsRef.current,
          initialSlide: indexRef.current,
          slideLabel: swiperSlideLabel((values) => t('counter', values)),
          carousel: t('carousel'),
          slide: t('slide'),
          speed: reducedMotion() ? 0 : SPEED,
          onChange: show,
        });
        if (rootRef.current?.contains(document.activeElement)) swipers.current.main.keyboard.enable();
      })
      .catch(() => {
        // Offline or a failed chunk: the gallery keeps working without Swiper; try again next time.
        loading.current = false;
      });
  }, [many, t, show, unlazyAround]);

  const openSlideshow = useCallback(() => {
    const start = indexRef.current;
    void import('./slideshow').then(({ Slideshow }) => {
      if (mounted.current) setSlideshow({ Component: Slideshow, start });
    });
  }, []);

  const closeSlideshow = useCallback(
    (last: number) => {
      setSlideshow(null);
      go(last, true);
      fullScreenRef.current?.focus();
    },
    [go],
  );

  const onFocus = () => {
    loadSwiper();
    swipers.current?.main.keyboard.enable();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) swipers.current?.main.keyboard.disable();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Once Swiper is here its Keyboard module answers the arrows.
    if (!many || swipers.current || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(indexRef.current + (event.key === 'ArrowRight' ? 1 : -1));
  };

  // Before Swiper: a swipe across the photo turns the page (CSS keeps vertical panning to the browser).
  const onPointerDown = (event: PointerEvent) => {
    suppressClick.current = false;
    drag.current = swipers.current || !event.isPrimary ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start || !many) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 0) return;
    suppressClick.current = true;
    // Like Swiper's, a swipe stops at either end; the buttons and keys rewind.
    const target = indexRef.current + direction;
    if (target >= 0 && target < count) go(target);
  };
  const onPointerCancel = () => {
    drag.current = null;
  };

  const onPhotoClick = (event: MouseEvent) => {
    // Swiper cancels the click that ends a drag; our own swipe does the same through the flag.
    if (event.defaultPrevented || suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    openSlideshow();
  };

  const Slideshow = slideshow?.Component;
  return (
    <>
      <section
        ref={rootRef}
        className="gallery"
        aria-label={t('label')}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onPointerEnter={loadSwiper}
        onTouchStart={loadSwiper}
      >
        <div className="gallery__stage">
          <div
            ref={mainRef}
            className="gallery__viewport swiper swiper-horizontal"
            role="group"
            aria-roledescription={t('carousel')}
            aria-label={t('label')}
            onClick={onPhotoClick}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            <div ref={wrapperRef} className="swiper-wrapper">
              {slides.map((slide, i) => (
                <PhotoSlide
                  key={`${i}:${slide.src}`}
                  slide={slide}
                  roleDescription={t('slide')}
                  label={t('counter', slideNumber(i, count))}
                  className="gallery__slide"
                  imageClassName="gallery__image"
                  sizes={sizes}
                  first={i === 0}
                  id={photoId(i)}
                />
              ))}
            </div>
          </div>
          {many && (
            <>
              <button
                type="button"
                className="gallery__nav gallery__nav--prev"
                aria-label={t('previous')}
                onClick={() => go(indexRef.current - 1)}
              >
                <Icon name="chevron" size={26} />
              </button>
              <button
                type="button"
                className="gallery__nav gallery__nav--next"
                aria-label={t('next')}
                onClick={() => go(indexRef.current + 1)}
              >
                <Icon name="chevron" size={26} />
              </button>
              <p className="gallery__counter" aria-live="polite" aria-atomic="true">
                {t('counter', slideNumber(index, count))}
              </p>
            </>
          )}
          <button ref={fullScreenRef} type="button" className="gallery__fullscreen" aria-label={t('fullScreen')} onClick={openSlideshow}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M4 4h6v2H6v4H4V4zm10 0h6v6h-2V6h-4V4zM4 14h2v4h4v2H4v-6zm14 0h2v6h-6v-2h4v-4z" />
            </svg>
          </button>
        </div>
        {many && (
          <div ref={thumbsRef} className="gallery__thumbs swiper swiper-horizontal" role="group" aria-label={t('thumbnails')}>
            <div className="swiper-wrapper">
              {slides.map((slide, i) => (
                <div key={`${i}:${slide.src}`} className="swiper-slide gallery__thumb-slide">
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-label={t('thumbnail', slideNumber(i, count))}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={(event) => {
                      // Swiper cancels the click that ends a swipe of the strip.
                      if (!event.defaultPrevented) go(i);
                    }}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- the URL is already next/image's 100 px variant (gallery.tsx) */}
                    <img
                      src={slide.thumb}
                      alt=""
                      width={100}
                      height={Math.round((100 * slide.height) / slide.width)}
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                    />
                  </button>
                </div>
              ))}
            </div>
          </div>
        )}
        {many && (
          <noscript>
            <ul className="gallery__links" aria-label={t('thumbnails')}>
              {slides.map((slide, i) => (
                <li key={`${i}:${slide.src}`}>
                  <a href={`#${photoId(i)}`} className="gallery__thumb" aria-label={t('thumbnail', slideNumber(i, count))}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- as above; the link's box sets the size */}
                    <img src={slide.thumb} alt="" />
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
        )}
      </section>
      {Slideshow && slideshow && <Slideshow slides={slides} title={title} start={slideshow.start} onClose={closeSlideshow} />}
    </>
  );
}
