/**
 * What the sitemap's route handlers share (app/sitemap.xml/route.ts, app/sitemap/[file]/route.ts): the
 * data they read and the XML answer, written by Next's own sitemap serializer so that the entries read
 * as they did when app/sitemap.ts wrote them.
 */
import 'server-only';
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { getProjects, getProperties, getSite } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { SitemapEntry, SitemapInput } from './sitemap';

export function sitemapInput(): SitemapInput {
  return { siteUrl: getSite().url, table: getRoutes(), properties: getProperties, projects: getProjects };
}

/** The absolute URL of a file of a split sitemap. */
export function sitemapFileUrl(input: SitemapInput, name: string): string {
  return `${input.siteUrl.replace(/\/+$/, '')}/sitemap/${name}.xml`;
}

export function xmlResponse(xml: string): Response {
  // As Next answers its metadata routes: shared caches may keep it, but ask again each time.
  return new Response(xml, { headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}

export function sitemapResponse(entries: SitemapEntry[]): Response {
  return xmlResponse(resolveSitemap(entries.map(({ url, alternates }) => ({ url, alternates: { languages: alternates } }))));
}
