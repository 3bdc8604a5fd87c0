import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/catalogue/data';
import { robotsRules } from '@/lib/catalogue/seo/robots';

/** /robots.txt: everything public, but not the owner portal, the map frame, thank-you pages or previews. */
export default function robots(): MetadataRoute.Robots {
  const site = getSite();
  return { rules: robotsRules(site.languages, site.ownerLanguages), sitemap: `${site.url.replace(/\/+$/, '')}/sitemap.xml` };
}
