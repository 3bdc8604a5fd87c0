import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { detailRoute } from '@/lib/catalogue/routing/detail-pages';
import { getProject, getProjectUnits, getSite, getTeamMember } from '@/lib/catalogue/data';
import { projectAgentId, summarizeUnits } from '@/lib/catalogue/property/project-units';
import { placeName, streetLine } from '@/lib/catalogue/property/display';
import { cutDescription } from '@/lib/catalogue/format/text';
import { hrefForProject, hrefForProjectList } from '@/lib/catalogue/routing/navigation';
import { APP_PATHS } from '@/lib/catalogue/routing/app-routes';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { SmartLink } from '@/components/ui/smart-link';
import { Icon } from '@/components/ui/icon';
import { PriceList } from '@/components/project/price-list';
import { ProjectPrice } from '@/components/project/project-price';
import { Gallery } from '@/components/property/gallery';
import { AgentCard } from '@/components/property/agent-card';
import { ContactBar } from '@/components/property/contact-bar';
import { MapEmbed } from '@/components/map/map-embed';
import { mapFallbackFor, projectMapMessage } from '@/lib/catalogue/map/server';
import { FormSection } from '@/components/forms/form-section';
import { ProjectIsland } from '@/components/forms/page-form-islands';

type Props = PageProps<'/[lang]/project/[id]'>;

// Generated on the first request for each ID and language, then served from the cache until the next
// deployment (docs/decisions/0022); reading the request here would be a build error, not a slow page.
export const dynamic = 'error';
export function generateStaticParams() {
  return [];
}

const route = detailRoute(getProject, hrefForProject);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, record: project, alternates } = await route.load(params);
  return pageMetadata({
    lang,
    title: `${project.name} | ${getSite().name}`,
    description: cutDescription(project.description, 160).text,
    alternates,
    image: project.pictures[0]?.url,
  });
}

/**
 * Project detail, laid out like a property's: the photos (gallery and slideshow) beside the summary with
 * the contact person, the description, the price list of its units, the enquiry form, the map, and on
 * phones the contact bar. Like property detail, any other path naming the project redirects to the
 * canonical URL (lib/catalogue/routing/detail-pages.ts).
 */
export default async function ProjectPage({ params }: Props) {
  const { lang, record: project, canonical, alternates } = await route.load(params);
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const property = await getTranslations({ locale: lang, namespace: 'Property' });
  const units = getProjectUnits(lang, project.id);
  const summary = summarizeUnits(units);
  const agentId = projectAgentId(units);
  const agent = agentId ? getTeamMember(agentId) : undefined;
  const { zip } = project.address;
  const place = `${zip} ${placeName(project.address)}`;
  // PublicAddress false: the street stays private, the municipality is still shown.
  const street = streetLine(project.address, (box) => t('box', { box }));
  const address = project.publicAddress && street ? `${street}, ${place}` : place;
  const { message: map } = await projectMapMessage(project, summary, lang, canonical);
  const mapFallback = await mapFallbackFor(lang, {
    place: address,
    address: project.address,
    at: project.publicAddress ? project.coordinates : null,
  });
  const listHref = hrefForProjectList(lang);
  const crumbs: Crumb[] = [...(listHref ? [{ name: t('listTitle'), href: listHref }] : []), { name: project.name, href: canonical }];
  return (
    <SiteShell lang={lang} alternates={alternates} active={APP_PATHS.projects}>
      <PageHead title={project.name} subtitle={address} compact breadcrumbs={<Breadcrumbs lang={lang} crumbs={crumbs} />} />
      <div className="container project-detail">
        <div className="project-detail__top">
          <div className="project-detail__media">
            <Gallery lang={lang} photos={project.pictures} title={project.name} />
          </div>
          <aside className="project-detail__summary" aria-label={property('keyFacts')}>
            {summary.units > 0 && (
              <p className="project-detail__price">
                <ProjectPrice lang={lang} summary={summary} />
              </p>
            )}
            <p className="project-detail__address">
              <Icon name="pin" size={18} /> {address}
            </p>
            <p className="project-detail__units">
              {t('units', { count: summary.units })}
              {summary.units > 0 && ` · ${t('available', { count: summary.available })}`}
            </p>
            {agent && (
              <div className="property-detail__agent">
                <h2 className="property-detail__agent-title">{property('contactTitle')}</h2>
                <AgentCard lang={lang} member={agent} />
              </div>
            )}
          </aside>
        </div>
        <section className="project-detail__about" aria-labelledby="project-about">
          <h2 id="project-about">{t('about')}</h2>
          <p className="project-detail__description">{project.description}</p>
        </section>
        <section className="project-detail__price-list" aria-labelledby="project-price-list">
          <h2 id="project-price-list">{t('priceList')}</h2>
          <PriceList lang={lang} project={project} units={units} />
        </section>
        <FormSection deferred form="contact-construction" lang={lang} page={canonical} className="project-detail__form">
          {(shell) => <ProjectIsland projectId={project.id} {...shell} />}
        </FormSection>
        {map.properties.length > 0 && (
          <section className="project-detail__location" aria-labelledby="project-location">
            <h2 id="project-location">{property('locationTitle')}</h2>
            <MapEmbed message={map} title={property('mapTitle', { title: project.name })} className="property-map" fallback={mapFallback} />
          </section>
        )}
        {listHref && (
          <p>
            <SmartLink href={listHref} className="button button--outline">
              {t('allProjects')}
            </SmartLink>
          </p>
        )}
      </div>
      <ContactBar
        lang={lang}
        agent={agent}
        title={project.name}
        reference={project.id}
        form={{ target: 'contact-construction-title', visit: true }}
        path={canonical}
      />
    </SiteShell>
  );
}
