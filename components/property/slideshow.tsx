'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Icon } from '@/components/ui/icon';
import { slideNumber, swiperSlideLabel, type GallerySlide } from '@/lib/catalogue/property/gallery';
import { PhotoSlide } from './photo-slide';

export interface SlideshowProps {
  slides: GallerySlide[];
  title: string;
  /** The slide the gallery showed when the visitor opened the slideshow. */
  start: number;
  /** Called once the dialog has closed (button, Escape), with the slide it ended on. */
  onClose(index: number): void;
}

/**
 * The full-screen slideshow: a native modal <dialog> (focus moves in and stays there, Escape closes,
 * the page behind is inert) holding its own Swiper with arrow keys and swiping. Only the photo it opens
 * on loads at once; its neighbours load as the visitor gets near them. Imported by the gallery when
 * first opened, so neither this code nor its photos weigh on the page before that.
 */
export function Slideshow({ slides, title, start, onClose }: SlideshowProps) {
  const t = useTranslations('Gallery');
  const count = slides.length;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const indexRef = useRef(start);
  const [index, setIndex] = useState(start);

  useEffect(() => {
    const dialog = dialogRef.current;
    const stage = stageRef.current;
    if (!dialog || !stage) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const swiper = new Swiper(stage, {
      modules: [A11y, Keyboard],
      initialSlide: start,
      rewind: true,
      speed: reduced ? 0 : 300,
      keyboard: { enabled: true, onlyInViewport: false },
      lazyPreloadPrevNext: 1,
      a11y: {
        containerRoleDescriptionMessage: t('carousel'),
        itemRoleDescriptionMessage: t('slide'),
        slideLabelMessage: swiperSlideLabel((values) => t('counter', values)),
        wrapperLiveRegion: false,
      },
      on: {
        slideChange: (s) => {
          indexRef.current = s.activeIndex;
          setIndex(s.activeIndex);
        },
      },
    });
    swiperRef.current = swiper;
    return () => {
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
  }, [start, t]);

  return (
    <dialog ref={dialogRef} className="slideshow" aria-label={t('slideshow', { title })} onClose={() => onClose(indexRef.current)}>
      <div ref={stageRef} className="slideshow__stage swiper swiper-horizontal" role="group" aria-roledescription={t('carousel')}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <PhotoSlide
              key={`${i}:${slide.src}`}
              slide={slide}
              roleDescription={t('slide')}
              label={t('counter', slideNumber(i, count))}
              className="slideshow__slide"
              imageClassName="slideshow__image"
              sizes="100vw"
              eager={i === start}
              caption={slide.name}
            />
          ))}
        </div>
      </div>
      <p className="slideshow__counter" aria-live="polite" aria-atomic="true">
        {t('counter', slideNumber(index, count))}
      </p>
      <button ref={closeRef} type="button" className="slideshow__close" aria-label={t('close')} onClick={() => dialogRef.current?.close()}>
        <Icon name="close" size={28} />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="slideshow__nav slideshow__nav--prev"
            aria-label={t('previous')}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <Icon name="chevron" size={32} />
          </button>
          <button
            type="button"
            className="slideshow__nav slideshow__nav--next"
            aria-label={t('next')}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <Icon name="chevron" size={32} />
          </button>
        </>
      )}
    </dialog>
  );
}
