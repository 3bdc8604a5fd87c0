import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Lang, Project } from '@/lib/data';

/**
 * The project's photos: the first one large (the page's LCP image, preloaded), the others as a
 * grid beside or below it. Each image has its intrinsic size, so nothing shifts while loading.
 */
export async function ProjectPhotos({ lang, project }: { lang: Lang; project: Pick<Project, 'name' | 'pictures'> }) {
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const property = await getTranslations({ locale: lang, namespace: 'Property' });
  if (!project.pictures.length) return <p className="project-photos__none">{property('noPhoto')}</p>;
  return (
    <ul className="project-photos" aria-label={t('photos')}>
      {project.pictures.map((picture, index) => (
        <li key={picture.url} className={index === 0 ? 'project-photos__main' : undefined}>
          <Image
            src={picture.url}
            alt={picture.name ? t('photoAlt', { project: project.name, name: picture.name }) : project.name}
            width={picture.width}
            height={picture.height}
            sizes={index === 0 ? '(max-width: 767px) 100vw, 900px' : '(max-width: 767px) 33vw, 300px'}
            quality={index === 0 ? 75 : 70}
            preload={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
