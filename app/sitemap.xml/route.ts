import { sitemapEntries, sitemapFiles, sitemapIndexXml } from '@/lib/catalogue/seo/sitemap';
import { sitemapFileUrl, sitemapInput, sitemapResponse, xmlResponse } from '@/lib/catalogue/seo/sitemap-route';

/**
 * /sitemap.xml: every indexable URL in one file while the site has at most 50,000, else a sitemap
 * index naming /sitemap/pages.xml and /sitemap/properties-N.xml (lib/catalogue/seo/sitemap.ts).
 */
export function GET(): Response {
  const input = sitemapInput();
  const files = sitemapFiles(input);
  return files ? xmlResponse(sitemapIndexXml(files.map((name) => sitemapFileUrl(input, name)))) : sitemapResponse(sitemapEntries(input));
}
