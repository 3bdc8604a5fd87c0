import type { MetadataRoute } from 'next';
import { getProjects, getProperties, getRoutes, getSite } from '@/lib/data';
import { sitemapEntries } from '@/lib/seo/sitemap';

/** /sitemap.xml, written at build time from the bundled data (lib/seo/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries({ siteUrl: getSite().url, table: getRoutes(), properties: getProperties, projects: getProjects }).map(
    ({ url, alternates }) => ({ url, alternates: { languages: alternates } }),
  );
}
