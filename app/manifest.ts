import type { MetadataRoute } from 'next';
import { getSite, localize } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';

/** /manifest.webmanifest: one for the site, in its default language (the home page's own description). */
export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  const home = getRoutes().menu.find((page) => page.kind === 'home');
  return {
    name: site.name,
    short_name: site.name.split(' ')[0] ?? site.name,
    description: home ? localize(home.description, site.defaultLanguage) || undefined : undefined,
    lang: site.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#123c45',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
