import { Photo } from '@/components/ui/photo';
import type { ReactNode } from 'react';

/**
 * The band at the top of every inner page, under the transparent header: the page banner image
 * when the page has one, else the brand colour. Its height is fixed by CSS, so nothing shifts.
 * `compact` (listings, detail pages): below the desktop width the band keeps to the header, a
 * one-line trail and the title, so the results or the photo start in the first half of a phone's screen.
 */
export function PageHead({
  title,
  subtitle,
  image,
  breadcrumbs,
  compact = false,
}: {
  title: string;
  subtitle?: string;
  image?: string | null;
  breadcrumbs?: ReactNode;
  compact?: boolean;
}) {
  const className = ['page-head', image && 'page-head--image', compact && 'page-head--compact'].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {/* The page's largest paint when it has a banner: preloaded from <head>, with high priority. */}
      {image && <Photo src={image} alt="" fill preload fetchPriority="high" sizes="100vw" className="page-head__image" quality={70} />}
      <div className="container page-head__inner">
        {breadcrumbs}
        <h1 className="page-head__title">{title}</h1>
        {subtitle && <p className="page-head__subtitle">{subtitle}</p>}
      </div>
    </div>
  );
}
