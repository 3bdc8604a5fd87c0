import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CONFIG } from './config';
import type { optimizedImage as OptimizedImage } from './optimized';

/**
 * The client's srcset must be the one `next/image` writes for the same photo: the optimizer answers only
 * the widths and qualities it is configured with, and a server component's photo (getImageProps) and a
 * client component's should name the same files, so the browser and the optimizer's cache share them.
 * Next bundles its image options into getImageProps at build time; here they are given the same way.
 */
let getImageProps: typeof import('next/image').getImageProps;
let optimizedImage: typeof OptimizedImage;

beforeAll(async () => {
  // Both read these when first loaded. process.env holds only strings, and Next's bundler puts an
  // object in place of __NEXT_IMAGE_OPTS: the environment is an object for the time of the imports.
  // The path is the one Next gives a trailingSlash site (next.config.ts), slash included.
  const env = process.env;
  process.env = {
    ...env,
    NEXT_DEPLOYMENT_ID: 'test-dpl',
    __NEXT_IMAGE_OPTS: { ...IMAGE_CONFIG, path: '/_next/image/', loader: 'default' },
  } as unknown as NodeJS.ProcessEnv;
  try {
    ({ getImageProps } = await import('next/image'));
    ({ optimizedImage } = await import('./optimized'));
  } finally {
    process.env = env;
  }
});

const CASES = [
  // A property card (property-card-view.tsx), a suggestion's thumbnail (search-combobox.tsx), a gallery
  // slide (photo-slide.tsx), the video facade's poster, and a photo without `sizes`.
  { src: '/photos/12/1.jpg', width: 300, height: 205, sizes: '(max-width: 615px) calc((100vw - 2rem) * 0.8), 300px', quality: 70 },
  { src: '/photos/12/1.jpg', width: 72, height: 48, sizes: '72px', quality: 70 },
  { src: '/photos/7/3.jpg', width: 1600, height: 1067, sizes: '(max-width: 1279px) 100vw, 800px', quality: 75 },
  { src: '/photos/7/poster.jpg', width: 1280, height: 720, sizes: '(max-width: 767px) 100vw, 50vw', quality: 70 },
  { src: '/photos/a b/é.jpg', width: 96, height: 96, quality: 70 },
  { src: '/photos/1/1.jpg', width: 5000, height: 3000 },
];

describe('optimizedImage', () => {
  it.each(CASES)('names the files next/image names for $src at $width px, sizes $sizes', (photo) => {
    const expected = getImageProps({ ...photo, alt: '' }).props;
    const actual = optimizedImage(photo);
    expect(actual).toEqual({
      src: expected.src,
      srcSet: expected.srcSet,
      sizes: expected.sizes,
      width: expected.width,
      height: expected.height,
    });
    expect(actual.src).toContain('&dpl=test-dpl');
    // The optimizer's path from Next's options, as getImageProps takes it: a redirect per photo otherwise.
    expect(actual.src.startsWith('/_next/image/?url=')).toBe(true);
  });

  it('asks only for configured widths and qualities', () => {
    const { srcSet } = optimizedImage({ src: '/photos/1/1.jpg', width: 300, height: 200, sizes: '50vw', quality: 90 });
    const allowed = new Set<number>([...IMAGE_CONFIG.deviceSizes, ...IMAGE_CONFIG.imageSizes]);
    for (const candidate of srcSet.split(', ')) {
      const url = new URL(candidate.split(' ')[0]!, 'http://x');
      expect(allowed.has(Number(url.searchParams.get('w')))).toBe(true);
      expect(url.searchParams.get('q')).toBe('75');
    }
  });
});
