/**
 * The photo widths and qualities the image optimizer serves (next.config.ts `images`), in one place for
 * the config and for the client's own srcset (lib/catalogue/images/optimized.ts), which must ask only for these.
 */
export const IMAGE_CONFIG = {
  // 828: a phone's whole width at its density (a 412 px screen at 1.75-2x), which otherwise took the
  // 1360 variant, twice its bytes, for its first photo (issue 40).
  deviceSizes: [400, 600, 828, 1360],
  imageSizes: [100],
  qualities: [70, 75],
} as const;
