/**
 * Swiper for the gallery: loaded by gallery-carousel.tsx with import() at the visitor's first sign of
 * interest (pointer over the gallery, a touch, focus), never with the page. It takes over markup that
 * the server already rendered in Swiper's shape, from the slide the visitor is on, so nothing moves.
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';

export interface GallerySwipers {
  main: Swiper;
  thumbs: Swiper | null;
  destroy(): void;
}

interface Options {
  main: HTMLElement;
  thumbs: HTMLElement | null;
  initialSlide: number;
  /** Slide label, Swiper's wording: "{{index}} / {{slidesLength}}". */
  slideLabel: string;
  carousel: string;
  slide: string;
  speed: number;
  onChange(index: number): void;
}

export function createGallerySwipers({
  main,
  thumbs,
  initialSlide,
  slideLabel,
  carousel,
  slide,
  speed,
  onChange,
}: Options): GallerySwipers {
  const thumbsSwiper = thumbs
    ? new Swiper(thumbs, {
        modules: [A11y],
        slidesPerView: 'auto',
        watchSlidesProgress: true,
        // The thumbnails are buttons, on which Swiper by default lets no swipe start (nor one on the
        // focused element, which a tapped thumbnail is on Android).
        noSwipingSelector: 'input, select, option, textarea, video, label',
        focusableElements: 'input, select, option, textarea, video, label',
        speed,
        // The thumbnails are buttons labelled by the page; Swiper only keeps a focused one in view.
        a11y: { slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false },
      })
    : null;
  if (thumbsSwiper && thumbs) {
    // Focus may have reached a thumbnail out of view before Swiper was here.
    const focused = document.activeElement?.closest('.swiper-slide');
    const at = focused ? thumbsSwiper.slides.indexOf(focused as HTMLElement) : -1;
    if (at >= 0) thumbsSwiper.slideTo(at, 0);
  }

  const mainSwiper = new Swiper(main, {
    modules: [A11y, Keyboard, Thumbs],
    initialSlide,
    speed,
    rewind: true,
    // Arrow keys work while focus is inside the gallery (carousel turns this on and off), not on
    // the whole page, where they belong to other things.
    keyboard: { enabled: false },
    lazyPreloadPrevNext: 1,
    a11y: {
      containerRoleDescriptionMessage: carousel,
      itemRoleDescriptionMessage: slide,
      slideLabelMessage: slideLabel,
      // The visible counter announces the change; a live wrapper would read out every photo's text.
      wrapperLiveRegion: false,
    },
    thumbs: thumbsSwiper ? { swiper: thumbsSwiper, autoScrollOffset: 1 } : undefined,
    on: {
      slideChange: (swiper) => onChange(swiper.activeIndex),
    },
  });

  return {
    main: mainSwiper,
    thumbs: thumbsSwiper,
    destroy() {
      mainSwiper.destroy(true, false);
      thumbsSwiper?.destroy(true, false);
    },
  };
}
