import Image from 'next/image';
import type { ReactNode } from 'react';

/**
 * The band at the top of every inner page, under the transparent header: the page banner image
 * when the page has one, else the brand colour. Its height is fixed by CSS, so nothing shifts.
 */
export function PageHead({ title, subtitle, image, breadcrumbs }: { title: string; subtitle?: string; image?: string | null; breadcrumbs?: ReactNode }) {
  return (
    <div className={image ? 'page-head page-head--image' : 'page-head'}>
      {image && <Image src={image} alt="" fill preload sizes="100vw" className="page-head__image" quality={70} />}
      <div className="container page-head__inner">
        {breadcrumbs}
        <h1 className="page-head__title">{title}</h1>
        {subtitle && <p className="page-head__subtitle">{subtitle}</p>}
      </div>
    </div>
  );
}
