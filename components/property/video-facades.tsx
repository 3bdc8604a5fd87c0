import { getTranslations } from 'next-intl/server';
import type { Lang, Picture } from '@/lib/data/types';
import { parseVideoLink, type VideoLink } from '@/lib/property/video';
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

/** The property's links that parse (lib/property/video.ts), each with a name to show. */
export function recognisedVideos(
  videos: readonly { Url: string; Name?: string }[],
  fallback: { video: string; tour: string },
): { link: VideoLink; name: string }[] {
  return videos.flatMap((video) => {
    const link = parseVideoLink(video.Url);
    if (!link) return [];
    return [{ link, name: video.Name?.trim() || (link.kind === 'tour' ? fallback.tour : fallback.video) }];
  });
}

interface Props {
  /** The CRM's list as it is (`property.record.Videos`); links that do not parse are left out. */
  videos: readonly { Url: string; Name?: string }[];
  /** Still for the videos that bring none of their own (all but YouTube): the first photo. */
  poster: Picture | null;
  labels: VideoLabels;
}

/**
 * The property's videos and 3D tours (issue 4), under their own heading, each as a facade that loads
 * its player only when clicked. Renders nothing when no link is recognised.
 */
export function VideoFacades({ videos, poster, labels }: Props) {
  const items = recognisedVideos(videos, labels);
  if (!items.length) return null;
  return (
    <section className="video-facades" aria-labelledby="property-videos">
      <h2 id="property-videos" className="video-facades__title">
        {labels.heading}
      </h2>
      <ul className="video-facades__list">
        {items.map(({ link, name }, i) => (
          <li key={`${i}:${link.url}`}>
            <VideoFacade link={link} name={name} poster={poster && { url: poster.url, width: poster.width, height: poster.height }} labels={labels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
