import { getTranslations } from 'next-intl/server';
import type { Lang, Picture, PropertyVideo } from '@/lib/data';
import { VideoFacade, type VideoLabels } from './video-facade';
import '@/app/styles/gallery.css';

export type { VideoLabels };

/** The facades' text, for the page to pass in. */
export async function videoLabels(lang: Lang): Promise<VideoLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'Video' });
  return {
    heading: t('heading'),
    play: t('play'),
    startTour: t('startTour'),
    video: t('video'),
    tour: t('tour'),
    provider: t.raw('provider') as string,
    download: t.raw('download') as string,
  };
}

interface Props {
  /** The property's links that parsed (lib/data, PropertyDetail.videos). */
  videos: readonly PropertyVideo[];
  /** Still for the videos that bring none of their own (all but YouTube): the first photo. */
  poster: Picture | null;
  labels: VideoLabels;
}

/**
 * The property's videos and 3D tours (issue 4), under their own heading, each as a facade that loads
 * its player only when clicked. Renders nothing when no link is recognised.
 */
export function VideoFacades({ videos, poster, labels }: Props) {
  if (!videos.length) return null;
  return (
    <section className="video-facades" aria-labelledby="property-videos">
      <h2 id="property-videos" className="video-facades__title">
        {labels.heading}
      </h2>
      <ul className="video-facades__list">
        {videos.map(({ link, name }, i) => (
          <li key={`${i}:${link.url}`}>
            {/* Unnamed in the CRM: "Video" or "Virtual tour". */}
            <VideoFacade link={link} name={name ?? (link.kind === 'tour' ? labels.tour : labels.video)} poster={poster && { url: poster.url, width: poster.width, height: poster.height }} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
