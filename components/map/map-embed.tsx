'use client';

import { useEffect, useRef, useState } from 'react';
import { MAP_FRAME_PATH, MAP_POST_DELAY_MS, MAP_READY_TYPE } from '@/lib/catalogue/map/protocol';
import type { MapFallback } from '@/lib/catalogue/map/fallback';
import type { MapMessage } from '@/lib/catalogue/map/message';

interface Props {
  /** Built on the server with `mapMessage` (lib/catalogue/map/server.ts). */
  message: MapMessage;
  /** The iframe's accessible name, localized ("Kaart met de gevonden panden"). */
  title: string;
  className?: string;
  /**
   * What a browser without JavaScript shows instead (`mapFallbackFor`, lib/catalogue/map/server.ts): the frame
   * cannot draw there, so map.css hides it and this, in a <noscript>, takes its place.
   */
  fallback: MapFallback;
}

/**
 * How near the viewport the map must come before its frame loads. Chromium's own `loading="lazy"`
 * starts an iframe 1,250-2,500 px ahead, which on a phone includes a project page's map: its Leaflet
 * then ran beside the page's first scripts (about 400 ms of a throttled phone's main thread, issue 40).
 */
const NEAR = '300px 0px';

/**
 * Our map frame in an iframe (issue 4). Until it comes near the viewport, an empty box of the frame's
 * size stands in its place: even without an address an iframe is a document of its own, and making it
 * nearly doubled the style and layout work of a detail page's first paint (docs/decisions/0038,
 * amendment 3). The frame waits for a message: 50 ms after the iframe loads (docs/product.md section 7)
 * this posts it, to our own origin only. The frame also says when it listens, and gets the message again
 * then, so a slow frame or a late hydration loses nothing.
 */
export function MapEmbed({ message, title, className, fallback }: Props) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const classes = className ? `map-embed ${className}` : 'map-embed';

  useEffect(() => {
    const box = placeholder.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const frame = iframe.current;
    if (!frame) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const post = () => frame.contentWindow?.postMessage(message, window.location.origin);
    const onLoad = () => {
      clearTimeout(timer);
      timer = setTimeout(post, MAP_POST_DELAY_MS);
    };
    const onReady = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.contentWindow && event.data?.type === MAP_READY_TYPE) post();
    };
    frame.addEventListener('load', onLoad);
    window.addEventListener('message', onReady);
    // The frame may have loaded before this page hydrated, and its load event is then gone.
    try {
      if (frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.pathname === MAP_FRAME_PATH) onLoad();
    } catch {
      // Not readable: not our frame (yet); its load event will come.
    }
    return () => {
      clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      window.removeEventListener('message', onReady);
    };
  }, [message, near]);

  return (
    <>
      {near ? (
        <iframe ref={iframe} src={MAP_FRAME_PATH} title={title} className={classes} />
      ) : (
        <div ref={placeholder} className={classes} />
      )}
      <noscript>
        <div className="map-fallback">
          <p>{fallback.message}</p>
          {fallback.place && <p className="map-fallback__place">{fallback.place}</p>}
          <p>
            <a
              href={fallback.link.href}
              className="button button--outline"
              {...(fallback.link.newWindow && { target: '_blank', rel: 'noopener' })}
            >
              {fallback.link.label}
              {fallback.link.newWindow && <span className="visually-hidden"> {fallback.link.newWindow}</span>}
            </a>
          </p>
        </div>
      </noscript>
    </>
  );
}
