import { notFound } from 'next/navigation';

/**
 * The proxy rewrites every URL it cannot resolve here, to answer the localized 404. A fixed route
 * (not the catch-all) so that Next never tries to decode the original, possibly malformed, path.
 */
export default function PageNotFound(): never {
  notFound();
}
