/** Neutral paths of the app's own pages, which paths.json localizes ("/for-sale/" → "/nl/te-koop/"). */
import type { Goal } from '@/lib/data/property';

export const APP_PATHS = {
  forSale: '/for-sale/',
  forRent: '/for-rent/',
  /** The project list; it may be external (paths.json `external: true`). */
  projects: '/project/',
  favourites: '/favourites/',
} as const;

export const LISTING_PATHS: Record<Goal, string> = { sale: APP_PATHS.forSale, rent: APP_PATHS.forRent };
