import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/data';
import { alternatesFor, hrefForRoute } from '@/i18n/navigation';
import { SiteShell } from './site-shell';
import { PageHead } from './page-head';
import { SearchForm } from '@/components/search/search-form';
import { SmartLink } from '@/components/ui/smart-link';

/** The localized 404: says what happened, offers a search and the way home. */
export async function NotFoundContent({ lang, kind = 'page' }: { lang: Lang; kind?: 'page' | 'property' }) {
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return (
    <SiteShell lang={lang} alternates={alternatesFor({ kind: 'home' })}>
      <PageHead title={kind === 'property' ? t('propertyTitle') : t('title')} />
      <div className="container not-found">
        <p className="not-found__text">{kind === 'property' ? t('propertyText') : t('text')}</p>
        <SearchForm lang={lang} id="not-found-search" />
        <p>
          <SmartLink href={hrefForRoute(lang, { kind: 'home' })} className="button button--outline">
            {t('home')}
          </SmartLink>
        </p>
      </div>
    </SiteShell>
  );
}
