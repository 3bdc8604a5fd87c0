import { getDeploymentId } from 'next/dist/shared/lib/deployment-id';
import { IMAGE_CONFIG } from './config';

/**
 * A photo's optimized URLs for client components, the same as `next/image` writes them: the `src`,
 * `srcSet` and `sizes` of Next's default loader over our widths (lib/catalogue/images/config.ts). `next/image`'s
 * component brings about 7 kB of gzipped JavaScript to every page that has one (issue 40); this is its
 * arithmetic without the component. optimized.test.ts holds it equal to `getImageProps`. Server
 * components use components/ui/photo.tsx, which calls `getImageProps` itself.
 *
 * The deployment id is the one `next/image` reads (`?dpl=`), so the server's HTML and the client's
 * render of one island agree.
 */
export interface OptimizedImage {
  src: string;
  srcSet: string;
  sizes: string | undefined;
  width: number;
  height: number;
}

/**
 * The optimizer's path as Next's loader names it: Next puts its image options in place of
 * `process.env.__NEXT_IMAGE_OPTS` at build time, with `/_next/image/` when `trailingSlash` is on; the bare
 * `/_next/image` would cost every photo a 308 redirect, one more round trip before it shows.
 */
const OPTIMIZER_PATH = (process.env.__NEXT_IMAGE_OPTS as unknown as { path?: string } | undefined)?.path ?? '/_next/image';

const ALL_SIZES = [...IMAGE_CONFIG.imageSizes, ...IMAGE_CONFIG.deviceSizes].sort((a, b) => a - b);

function closestQuality(quality: number): number {
  return IMAGE_CONFIG.qualities.reduce<number>(
    (best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best),
    IMAGE_CONFIG.qualities[0],
  );
}

/** Next's rule (get-img-props.js, getWidths): with `sizes` every width from the smallest share of a screen up; without, 1x and 2x. */
function widthsFor(width: number, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (!percents.length) return { widths: ALL_SIZES, kind: 'w' };
    const smallest = Math.min(...percents) * 0.01;
    return { widths: ALL_SIZES.filter((s) => s >= IMAGE_CONFIG.deviceSizes[0] * smallest), kind: 'w' };
  }
  const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: 'x' };
}

export function optimizedImage({
  src,
  width,
  height,
  sizes,
  quality = 75,
}: {
  src: string;
  width: number;
  height: number;
  sizes?: string;
  quality?: number;
}): OptimizedImage {
  const q = closestQuality(quality);
  const dpl = src.startsWith('/') && !src.startsWith('//') ? getDeploymentId() : undefined;
  const url = (w: number) => `${OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${w}&q=${q}${dpl ? `&dpl=${dpl}` : ''}`;
  const { widths, kind } = widthsFor(width, sizes);
  return {
    src: url(widths[widths.length - 1]!),
    srcSet: widths.map((w, i) => `${url(w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    width,
    height,
  };
}
