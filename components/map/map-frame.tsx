'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@/app/styles/map-frame.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import {
  isTrustedOrigin,
  MAP_READY_TYPE,
  MAP_SINGLE_ZOOM,
  markersText,
  parseMapMessage,
  visibleProperties,
  type MapInfo,
  type MapMessage,
  type MapProperty,
} from '@/lib/catalogue/map/message';

interface Props {
  tileUrl: string;
  /** Sanitized HTML from site config (it may hold a link to the tile provider's licence). */
  attribution: string;
  /** Texts in the site's default language until a message brings the visitor's. */
  initialInfo: MapInfo;
  /** "The map only works with JavaScript" in each language of the site, for a <noscript>. */
  noScript: { lang: string; text: string }[];
}

/** Belgium, for a map that has no marker (yet). */
const HOME: { center: [number, number]; zoom: number } = { center: [50.5, 4.47], zoom: 7 };
/** public/map/marker.svg is 32 x 42 with its tip at the bottom centre. */
const MARKER = { size: [32, 42] as [number, number], anchor: [16, 41] as [number, number], popup: [0, -36] as [number, number] };

type L = typeof Leaflet;

/** A path on this site as an absolute URL, or null (the schema already refused the rest; this is the belt to its braces). */
function ownUrl(path: string): string | null {
  const url = new URL(path, window.location.origin);
  return url.origin === window.location.origin ? url.href : null;
}

/** Photos go through the image optimizer (next.config.ts widths), anything else as it is. */
function thumbnailSrc(path: string): string | null {
  if (!path.startsWith('/photos/')) return ownUrl(path);
  return `/_next/image/?url=${encodeURIComponent(path)}&w=400&q=70`;
}

/** Popup content built as DOM nodes: message texts are only ever set as text, never as HTML. */
function popupContent(property: MapProperty, info: MapInfo): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const thumb = property.thumb && thumbnailSrc(property.thumb);
  if (thumb) {
    const img = document.createElement('img');
    img.className = 'map-popup__photo';
    img.src = thumb;
    img.alt = '';
    img.width = 240;
    img.height = 160;
    img.decoding = 'async';
    box.append(img);
  }
  if (property.marqueeName) {
    const ribbon = document.createElement('p');
    ribbon.className = 'map-popup__ribbon';
    ribbon.textContent = property.marqueeName;
    box.append(ribbon);
  }
  const title = document.createElement('p');
  title.className = 'map-popup__title';
  title.textContent = property.title;
  const price = document.createElement('p');
  price.className = 'map-popup__price';
  price.textContent = property.price;
  box.append(title, price);
  const href = ownUrl(property.href);
  if (href) {
    const link = document.createElement('a');
    link.className = 'map-popup__link';
    link.href = href;
    // The frame is only a window onto the page around it: the property opens there.
    link.target = '_top';
    link.textContent = info.viewProperty;
    box.append(link);
  }
  return box;
}

function markerIconFor(L: L, customMarker: string | null): Leaflet.Icon | Leaflet.Icon.Default {
  const custom = customMarker && ownUrl(customMarker);
  if (custom) return L.icon({ iconUrl: custom, iconSize: MARKER.size, iconAnchor: MARKER.anchor, popupAnchor: MARKER.popup });
  // Leaflet's default marker, with its images from our bundle: its own CSS-based lookup 404s once bundled.
  return new L.Icon.Default({ imagePath: '', iconUrl: markerIcon.src, iconRetinaUrl: markerIcon2x.src, shadowUrl: markerShadow.src });
}

/**
 * The map inside our map frame (/map-frame/). It draws nothing until the page around it posts a
 * message (docs/product.md section 7) from our own origin that passes the schema; anything else is ignored.
 */
export function MapFrame({ tileUrl, attribution, initialInfo, noScript }: Props) {
  const mapElement = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: L; map: Leaflet.Map } | null>(null);
  const [message, setMessage] = useState<MapMessage | null>(null);
  const visible = useMemo(() => (message ? visibleProperties(message) : []), [message]);
  // What the markers show once Leaflet is there; the list and the count follow it.
  const shown = leaflet ? visible : [];
  const info = message?.info ?? initialInfo;

  // Listen first, then tell the parent we do: a message posted before this point is sent again.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedOrigin(event.origin, window.location.origin) || event.source !== window.parent) return;
      const parsed = parseMapMessage(event.data);
      if (parsed) setMessage(parsed);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: MAP_READY_TYPE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Leaflet touches `window` when it loads, so it is imported here, in the browser, and only on this page.
  useEffect(() => {
    let map: Leaflet.Map | null = null;
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !mapElement.current) return;
      map = L.map(mapElement.current, { zoomControl: false, center: HOME.center, zoom: HOME.zoom });
      // Leaflet's own credit, without its English tooltip; links leave the frame in a new tab.
      map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>');
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
      setLeaflet({ L, map });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    if (!leaflet || !message) return;
    const { L, map } = leaflet;
    document.documentElement.lang = message.lang;
    document.title = message.info.title;
    const zoom = L.control.zoom({ zoomInTitle: message.info.zoomIn, zoomOutTitle: message.info.zoomOut }).addTo(map);
    const icon = markerIconFor(L, message.customMarker);
    const layer = L.layerGroup(
      visible.map((p) =>
        // Markers stay out of the tab order: keyboard users get the list of links below instead of hundreds of stops.
        L.marker([p.lat, p.lng], { icon, alt: `${p.title}, ${p.price}`, keyboard: false }).bindPopup(() => popupContent(p, message.info), {
          maxWidth: 260,
          minWidth: 200,
        }),
      ),
    ).addTo(map);
    // Leaflet names the popup's close button in English.
    const onPopupOpen = (event: Leaflet.PopupEvent) =>
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', message.info.close);
    map.on('popupopen', onPopupOpen);
    const points = visible.map((p) => L.latLng(p.lat, p.lng));
    if (points.length === 1) map.setView(points[0]!, MAP_SINGLE_ZOOM);
    // Markers stand above their point: more room at the top than at the bottom.
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { paddingTopLeft: [24, 52], paddingBottomRight: [24, 28], maxZoom: MAP_SINGLE_ZOOM });
    else map.setView(HOME.center, HOME.zoom);
    return () => {
      map.off('popupopen', onPopupOpen);
      layer.remove();
      zoom.remove();
    };
  }, [leaflet, message, visible]);

  const status = message && leaflet ? markersText(info, shown.length) : '';
  return (
    // Named, so the page around the frame, which has a main landmark of its own, can tell the two apart.
    <main
      className="map-frame"
      aria-label={info.mapLabel}
      data-markers={shown.length}
      data-state={message && leaflet ? 'ready' : 'waiting'}
    >
      <h1 className="visually-hidden">{info.title}</h1>
      <div ref={mapElement} className="map-frame__map" />
      <noscript>
        <div className="map-frame__noscript">
          {noScript.map(({ lang, text }) => (
            <p key={lang} lang={lang}>
              {text}
            </p>
          ))}
        </div>
      </noscript>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {shown.length > 0 && (
        <section className="map-frame__list" aria-label={info.listLabel}>
          <ul>
            {shown.map((p) => {
              const href = ownUrl(p.href);
              return (
                <li key={p.id}>
                  {href ? (
                    <a href={href} target="_top">
                      {p.title} – {p.price}
                    </a>
                  ) : (
                    `${p.title} – ${p.price}`
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </main>
  );
}
