'use client';

import { optimizedImage } from '@/lib/catalogue/images/optimized';
import { useTranslations } from '@/components/i18n/texts';
import { useEffect, useRef, useState } from 'react';
import type { Picture } from '@/lib/catalogue/data/types';
import type { VideoLink } from '@/lib/catalogue/property/video';
import { playerFor, providerName, youTubeSrcSet } from '@/lib/catalogue/property/video-embed';

interface Props {
  link: VideoLink;
  name: string;
  /** The property's first photo, the poster of every video that is not on YouTube. */
  poster: Pick<Picture, 'url' | 'width' | 'height'> | null;
}

/** The facades sit in a grid of columns at least 280 px wide; on phones, one across. */
const FACADE_SIZES = '(max-width: 767px) 100vw, 320px';

function canPlay(mimeType: string): boolean {
  return document.createElement('video').canPlayType(mimeType) !== '';
}

/**
 * A video or tour as a still with a play button: nothing from the provider loads (YouTube's thumbnail
 * aside) until the visitor clicks; then the facade becomes the player, in the same 16:9 box, and
 * focus moves into it. A file the browser cannot play (wmv, avi, flv) becomes a download link instead.
 */
export function VideoFacade({ link, name, poster }: Props) {
  const t = useTranslations('Video');
  const [state, setState] = useState<'idle' | 'playing' | 'download'>('idle');
  const boxRef = useRef<HTMLDivElement>(null);
  const provider = providerName(link);

  useEffect(() => {
    if (state !== 'idle') boxRef.current?.querySelector<HTMLElement>('iframe, video, a')?.focus();
  }, [state]);

  const player = playerFor(link);
  const details = (
    <>
      <span className="video-facade__name">{name}</span>
      {provider && (
        <>
          {' '}
          <span className="video-facade__provider">{t('provider', { provider })}</span>
        </>
      )}
    </>
  );
  if (state !== 'idle') {
    return (
      <div ref={boxRef} className="video-facade">
        <div className="video-facade__media">
          {player.type === 'iframe' ? (
            <iframe
              className="video-facade__player"
              // Chromium can drop the focus given above when the player's page, from another site,
              // replaces the empty frame; once it has loaded, a focus left on nothing goes back to it.
              onLoad={(event) => {
                if (document.activeElement === document.body || document.activeElement === null) event.currentTarget.focus();
              }}
              src={player.src}
              title={name}
              allow={player.allow}
              allowFullScreen={player.allowFullScreen}
              referrerPolicy={player.referrerPolicy}
            />
          ) : state === 'playing' ? (
            <video className="video-facade__player" controls autoPlay playsInline aria-label={name}>
              <source src={player.src} type={player.mimeType} />
            </video>
          ) : (
            <a className="video-facade__download" href={player.src} download>
              {t('download', { format: link.kind === 'file' ? link.format.toUpperCase() : '' })}
            </a>
          )}
        </div>
        <p className="video-facade__text">{details}</p>
      </div>
    );
  }

  const start = () => setState(player.type === 'video' && !canPlay(player.mimeType) ? 'download' : 'playing');
  return (
    <div className="video-facade">
      <button type="button" className="video-facade__button" onClick={start}>
        <span className="video-facade__media">
          {link.kind === 'youtube' ? (
            // eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnails, straight from its image host
            <img
              src={link.thumbnails.high}
              srcSet={youTubeSrcSet(link.thumbnails)}
              sizes={FACADE_SIZES}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              className="video-facade__image"
            />
          ) : poster ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes without its component (lib/catalogue/images/optimized.ts)
            <img
              {...optimizedImage({ src: poster.url, width: poster.width, height: poster.height, sizes: FACADE_SIZES, quality: 70 })}
              alt=""
              loading="lazy"
              decoding="async"
              className="video-facade__image"
            />
          ) : null}
          <span className="video-facade__play" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
              {link.kind === 'tour' ? (
                <path d="M12 3 3 7.5v9L12 21l9-4.5v-9L12 3zm0 2.2 6.2 3.1L12 11.4 5.8 8.3 12 5.2zM5 10l6 3v5.6l-6-3V10zm8 8.6V13l6-3v5.6l-6 3z" />
              ) : (
                <path d="M8 5v14l11-7z" />
              )}
            </svg>
          </span>
        </span>
        <span className="video-facade__text">
          <span className="visually-hidden">{`${link.kind === 'tour' ? t('startTour') : t('play')},`}</span> {details}
        </span>
      </button>
    </div>
  );
}
