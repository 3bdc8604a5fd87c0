import { Photo } from '@/components/ui/photo';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { getProjectUnits, type Lang, type Project } from '@/lib/catalogue/data';
import { summarizeUnits } from '@/lib/catalogue/property/project-units';
import { placeName } from '@/lib/catalogue/property/display';
import { hrefForProject } from '@/lib/catalogue/routing/navigation';
import { Icon } from '@/components/ui/icon';
import { ProjectPrice } from './project-price';

/**
 * Summary card of a new-build project: first photo, name, place, price range, unit counts. `first`: the
 * first card of the projects page, whose photo is the phone's largest paint (see PropertyCard).
 */
export async function ProjectCard({
  lang,
  project,
  headingLevel = 3,
  first = false,
}: {
  lang: Lang;
  project: Project;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const property = await getTranslations({ locale: lang, namespace: 'Property' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = summarizeUnits(getProjectUnits(lang, project.id));
  const photo = project.pictures[0];
  return (
    <article className="property-card project-card">
      <div className="property-card__media">
        {photo ? (
          <Photo
            src={photo.url}
            alt=""
            width={300}
            height={205}
            sizes="(max-width: 767px) 100vw, 300px"
            quality={70}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : (
          <div className="property-card__no-photo">{property('noPhoto')}</div>
        )}
      </div>
      <div className="property-card__body">
        <Heading className="property-card__title">
          <IntentLink href={hrefForProject(lang, project)} className="stretched-link">
            {project.name}
          </IntentLink>
        </Heading>
        <p className="property-card__place">
          <Icon name="pin" size={16} /> {placeName(project.address)}
        </p>
        {summary.units > 0 && (
          <p className="property-card__price">
            <ProjectPrice lang={lang} summary={summary} />
          </p>
        )}
        <ul className="property-card__facts">
          <li>{t('units', { count: summary.units })}</li>
          {summary.units > 0 && <li>{t('available', { count: summary.available })}</li>}
        </ul>
      </div>
    </article>
  );
}
