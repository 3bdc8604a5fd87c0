import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';
import { SmartLink } from '@/components/ui/smart-link';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { getSite } from '@/lib/catalogue/data';
import { breadcrumbJsonLd } from '@/lib/catalogue/seo/site-json-ld';
import { JsonLd } from '@/components/ui/json-ld';

export interface Crumb {
  name: string;
  href: string;
}

/**
 * Breadcrumb trail from the home page down (`crumbs` are what comes after Home), with its
 * BreadcrumbList for search engines; the last crumb is the current page.
 */
export async function Breadcrumbs({ lang, crumbs: below }: { lang: Lang; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  const crumbs = [{ name: t('home'), href: hrefForRoute(lang, { kind: 'home' }) }, ...below];
  const origin = `${getSite().url.replace(/\/+$/, '')}/`;
  const jsonLd = breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.href, origin).href })));
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <JsonLd data={jsonLd} />
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <SmartLink href={crumb.href}>{crumb.name}</SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
