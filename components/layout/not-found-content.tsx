import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import { alternatesFor, hrefForProjectList, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { SiteShell } from './site-shell';
import { PageHead } from './page-head';
import { SearchForm } from '@/components/search/search-form';
import { SmartLink } from '@/components/ui/smart-link';

/** The localized 404: says what happened, offers a search and the way home. */
export async function NotFoundContent({ lang, kind = 'page' }: { lang: Lang; kind?: 'page' | 'property' | 'project' }) {
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  const { title, text } = {
    page: { title: t('title'), text: t('text') },
    property: { title: t('propertyTitle'), text: t('propertyText') },
    project: { title: t('projectTitle'), text: t('projectText') },
  }[kind];
  const projects = kind === 'project' ? hrefForProjectList(lang) : null;
  const project = await getTranslations({ locale: lang, namespace: 'Project' });
  return (
    <SiteShell lang={lang} alternates={alternatesFor({ kind: 'home' })}>
      <PageHead title={title} />
      <div className="container not-found">
        <p className="not-found__text">{text}</p>
        <SearchForm lang={lang} id="not-found-search" />
        {projects && (
          <p>
            <SmartLink href={projects} className="button button--accent">
              {project('allProjects')}
            </SmartLink>
          </p>
        )}
        <p>
          <SmartLink href={hrefForRoute(lang, { kind: 'home' })} className="button button--outline">
            {t('home')}
          </SmartLink>
        </p>
      </div>
    </SiteShell>
  );
}
