import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@/lib/catalogue/format/text';
import { photoAlt, slideNumber, srcSetCandidate, swipeDirection, SWIPE_THRESHOLD, swiperSlideLabel, wrapIndex } from './gallery';

describe('wrapIndex', () => {
  it('keeps an index inside the photos', () => {
    expect(wrapIndex(0, 5)).toBe(0);
    expect(wrapIndex(4, 5)).toBe(4);
  });

  it('rewinds past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('is 0 without photos or with a nonsense index', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
    expect(wrapIndex(Number.POSITIVE_INFINITY, 4)).toBe(0);
  });

  it('drops a fraction', () => {
    expect(wrapIndex(1.7, 4)).toBe(1);
  });
});

describe('swipeDirection', () => {
  it('goes to the next photo on a swipe to the left, the previous on one to the right', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(120, -10)).toBe(-1);
  });

  it('ignores a gesture shorter than the threshold', () => {
    expect(swipeDirection(-(SWIPE_THRESHOLD - 1), 0)).toBe(0);
    expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe(1);
    expect(swipeDirection(0, 0)).toBe(0);
  });

  it('leaves mostly vertical gestures to page scrolling', () => {
    expect(swipeDirection(-60, 80)).toBe(0);
    expect(swipeDirection(60, 60)).toBe(0);
  });
});

describe('counter and slide labels', () => {
  it('counts from 1', () => {
    expect(fillTemplate('{n} / {total}', slideNumber(2, 12))).toBe('3 / 12');
    expect(fillTemplate('Foto {n} tonen', slideNumber(0, 4))).toBe('Foto 1 tonen');
  });

  it("rewrites the catalogue's placeholders in Swiper's wording", () => {
    expect(swiperSlideLabel((values) => fillTemplate('{n} / {total}', values))).toBe('{{index}} / {{slidesLength}}');
    expect(swiperSlideLabel((values) => fillTemplate('photo {n} sur {total}', values))).toBe('photo {{index}} sur {{slidesLength}}');
  });
});

describe('photoAlt', () => {
  const templates = { photoAlt: '{title} – {name}', photoAltUnnamed: '{title} – foto {n}' };
  const format = (key: keyof typeof templates, values: Record<string, string | number>) => fillTemplate(templates[key], values);

  it("names the photo after the property's title and the photo's name", () => {
    expect(photoAlt(format, 'Villa in Gent', 'Woonkamer', 1)).toBe('Villa in Gent – Woonkamer');
  });

  it('numbers a photo without a name', () => {
    expect(photoAlt(format, 'Villa in Gent', '', 2)).toBe('Villa in Gent – foto 3');
    expect(photoAlt(format, 'Villa in Gent', '   ', 0)).toBe('Villa in Gent – foto 1');
    expect(photoAlt(format, 'Villa in Gent', undefined, 0)).toBe('Villa in Gent – foto 1');
  });

  it('takes a title with replacement patterns literally', () => {
    expect(photoAlt(format, 'Loft $& $1', 'Keuken', 0)).toBe('Loft $& $1 – Keuken');
  });
});

describe('srcSetCandidate', () => {
  const fixed = '/_next/image?url=%2Fa.jpg&w=100&q=70 1x, /_next/image?url=%2Fa.jpg&w=400&q=70 2x';
  const responsive =
    '/_next/image?url=%2Fa.jpg&w=100&q=75 100w, /_next/image?url=%2Fa.jpg&w=400&q=75 400w, /_next/image?url=%2Fa.jpg&w=1360&q=75 1360w';

  it('finds the candidate of the exact width', () => {
    expect(srcSetCandidate(responsive, 400)).toBe('/_next/image?url=%2Fa.jpg&w=400&q=75');
    expect(srcSetCandidate(responsive, 100)).toBe('/_next/image?url=%2Fa.jpg&w=100&q=75');
  });

  it('takes the 1x candidate of a fixed-size image', () => {
    expect(srcSetCandidate(fixed, 100)).toBe('/_next/image?url=%2Fa.jpg&w=100&q=70');
  });

  it('is undefined when there is nothing to pick', () => {
    expect(srcSetCandidate(undefined, 100)).toBeUndefined();
    expect(srcSetCandidate('', 100)).toBeUndefined();
    expect(srcSetCandidate(responsive, 600)).toBeUndefined();
  });
});
