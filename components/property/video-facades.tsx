import { getTranslations } from 'next-intl/server';
import type { Lang, Picture } from '@/lib/catalogue/data';
import type { PropertyVideo } from '@/lib/catalogue/property/detail';
import { ClientTexts } from '@/components/i18n/client-texts';
import { VideoFacade } from './video-facade';

interface Props {
  lang: Lang;
  /** The property's links that parsed (lib/catalogue/data, PropertyDetail.videos). */
  videos: readonly PropertyVideo[];
  /** Still for the videos that bring none of their own (all but YouTube): the first photo. */
  poster: Picture | null;
}

/**
 * The property's videos and 3D tours (issue 4), under their own heading, each as a facade that loads
 * its player only when clicked. Renders nothing when no link is recognised.
 */
export async function VideoFacades({ lang, videos, poster }: Props) {
  if (!videos.length) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Video' });
  return (
    <section className="video-facades" aria-labelledby="property-videos">
      <h2 id="property-videos" className="video-facades__title">
        {t('heading')}
      </h2>
      <ClientTexts lang={lang} keys={['Video.play', 'Video.startTour', 'Video.provider', 'Video.download']}>
        <ul className="video-facades__list">
          {videos.map(({ link, name }, i) => (
            <li key={`${i}:${link.url}`}>
              {/* Unnamed in the CRM: "Video" or "Virtual tour". */}
              <VideoFacade
                link={link}
                name={name ?? (link.kind === 'tour' ? t('tour') : t('video'))}
                poster={poster && { url: poster.url, width: poster.width, height: poster.height }}
              />
            </li>
          ))}
        </ul>
      </ClientTexts>
    </section>
  );
}
