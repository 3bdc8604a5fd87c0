import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { getProjects, getSite } from '@/lib/catalogue/data';
import { alternatesFor, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { APP_PATHS, listingRoute } from '@/lib/catalogue/routing/app-routes';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { ProjectCard } from '@/components/project/project-card';
import { getLang } from '@/lib/catalogue/routing/lang';

const ROUTE = { kind: 'app', original: APP_PATHS.projects } as const;

export async function generateMetadata({ params }: PageProps<'/[lang]/project'>): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  return pageMetadata({
    lang,
    title: `${t('listTitle')} | ${getSite().name}`,
    description: t('listDescription'),
    alternates: alternatesFor(ROUTE),
  });
}

/** New-build projects, one card each (docs/product.md section 2); the proxy serves it at /nl/projecten/, /fr/projets/. */
export default async function ProjectListPage({ params }: PageProps<'/[lang]/project'>) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const projects = getProjects(lang);
  return (
    <SiteShell lang={lang} alternates={alternatesFor(ROUTE)} active={ROUTE.original}>
      <PageHead
        title={t('listTitle')}
        breadcrumbs={<Breadcrumbs lang={lang} crumbs={[{ name: t('listTitle'), href: hrefForRoute(lang, ROUTE) }]} />}
      />
      <div className="container project-list">
        <p className="listing__count">{t('count', { count: projects.length })}</p>
        {projects.length ? (
          <ul className="card-grid">
            {projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard lang={lang} project={project} headingLevel={2} first={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="listing__empty">
            <p>{t('empty')}</p>
            <p className="listing__empty-actions">
              <IntentLink href={hrefForRoute(lang, listingRoute('sale'))} className="button button--accent">
                {t('browseSale')}
              </IntentLink>
            </p>
          </div>
        )}
      </div>
    </SiteShell>
  );
}
