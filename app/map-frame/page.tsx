import type { Metadata } from 'next';
import { getSite } from '@/lib/data';
import { mapInfo } from '@/lib/map/server';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { MapFrame } from '@/components/map/map-frame';

// The frame is the same for everyone: prerendered once, fed by postMessage.
export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const info = await mapInfo(getSite().defaultLanguage);
  // proxy.ts adds X-Robots-Tag: noindex too; the frame is only ever a part of another page.
  return { title: info.title, robots: { index: false } };
}

/** Our own map frame (issue 4): Leaflet with the markers the embedding page posts. */
export default async function MapFramePage() {
  const site = getSite();
  return (
    <MapFrame
      tileUrl={site.map.tileUrl}
      attribution={sanitizeArticleHtml(site.map.attribution)}
      initialInfo={await mapInfo(site.defaultLanguage)}
    />
  );
}
