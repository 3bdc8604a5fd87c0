import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { mapInfo } from '@/lib/catalogue/map/server';
import { sanitizeArticleHtml } from '@/lib/catalogue/html/sanitize';
import { MapFrame } from '@/components/map/map-frame';

// The frame is the same for everyone: prerendered once, fed by postMessage.
export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const info = await mapInfo(getSite().defaultLanguage);
  // proxy.ts adds X-Robots-Tag: noindex too; the frame is only ever a part of another page.
  return { title: info.title, robots: { index: false } };
}

/**
 * Our own map frame (issue 4): Leaflet with the markers the embedding page posts. Without JavaScript it
 * cannot know the page's language, so it says why it stays empty in every language of the site, the
 * default first (the pages around it hide it then and show their own fallback).
 */
export default async function MapFramePage() {
  const site = getSite();
  const languages = [site.defaultLanguage, ...site.languages.filter((lang) => lang !== site.defaultLanguage)];
  const noScript = await Promise.all(
    languages.map(async (lang) => ({ lang, text: (await getTranslations({ locale: lang, namespace: 'Map' }))('noScript') })),
  );
  return (
    <MapFrame
      tileUrl={site.map.tileUrl}
      attribution={sanitizeArticleHtml(site.map.attribution)}
      initialInfo={await mapInfo(site.defaultLanguage)}
      noScript={noScript}
    />
  );
}
