import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/data/types';
import { SmartLink } from '@/components/ui/smart-link';

export interface Crumb {
  name: string;
  href: string;
}

/** Breadcrumb trail; the last crumb is the current page. */
export async function Breadcrumbs({ lang, crumbs }: { lang: Lang; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
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
