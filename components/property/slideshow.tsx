'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Icon } from '@/components/ui/icon';
import { fillTemplate } from '@/lib/format/text';
import { counterText, swiperSlideLabel } from '@/lib/property/gallery';
import type { GalleryLabels, GallerySlide } from './gallery-carousel';

export interface SlideshowProps {
  slides: GallerySlide[];
  title: string;
  labels: GalleryLabels;
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
export function Slideshow({ slides, title, labels, start, onClose }: SlideshowProps) {
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
        containerRoleDescriptionMessage: labels.carousel,
        itemRoleDescriptionMessage: labels.slide,
        slideLabelMessage: swiperSlideLabel(labels.counter),
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
  }, [start, labels.carousel, labels.slide, labels.counter]);

  return (
    <dialog
      ref={dialogRef}
      className="slideshow"
      aria-label={fillTemplate(labels.slideshow, { title })}
      onClose={() => onClose(indexRef.current)}
    >
      <div ref={stageRef} className="slideshow__stage swiper swiper-horizontal" role="group" aria-roledescription={labels.carousel}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={`${i}:${slide.src}`}
              className="swiper-slide slideshow__slide"
              role="group"
              aria-roledescription={labels.slide}
              aria-label={counterText(labels.counter, i, count)}
            >
              <Image
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                sizes="100vw"
                quality={75}
                loading={i === start ? 'eager' : 'lazy'}
                draggable={false}
                className="slideshow__image"
              />
              {slide.name && <p className="slideshow__caption">{slide.name}</p>}
            </div>
          ))}
        </div>
      </div>
      <p className="slideshow__counter" aria-live="polite" aria-atomic="true">
        {counterText(labels.counter, index, count)}
      </p>
      <button ref={closeRef} type="button" className="slideshow__close" aria-label={labels.close} onClick={() => dialogRef.current?.close()}>
        <Icon name="close" size={28} />
      </button>
      {count > 1 && (
        <>
          <button type="button" className="slideshow__nav slideshow__nav--prev" aria-label={labels.previous} onClick={() => swiperRef.current?.slidePrev()}>
            <Icon name="chevron" size={32} />
          </button>
          <button type="button" className="slideshow__nav slideshow__nav--next" aria-label={labels.next} onClick={() => swiperRef.current?.slideNext()}>
            <Icon name="chevron" size={32} />
          </button>
        </>
      )}
    </dialog>
  );
}
