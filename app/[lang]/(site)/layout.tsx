import { getLang, getRouting } from '@/lib/catalogue/routing/lang';

/** The public site's pages are prerendered in its own languages only (site.json `languageUse`). */
export function generateStaticParams() {
  return getRouting('site').locales.map((lang) => ({ lang }));
}

/**
 * The public site: only its own languages (the proxy already answers others with the 404). Each page
 * renders its SiteShell itself, with its own alternates (docs/decisions/0002).
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[lang]'>) {
  await getLang(params, 'site');
  return children;
}
