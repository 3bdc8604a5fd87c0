import type { Metadata, Viewport } from 'next';
import { getSite } from '@/lib/catalogue/data';
import { getLang } from '@/lib/catalogue/routing/lang';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#123c45' };
export const metadata: Metadata = { robots: { index: false, follow: false } };

export function generateStaticParams() {
  return getSite().languages.map((lang) => ({ lang }));
}
export const dynamicParams = false;

/**
 * Root layout of the offline page (/offline/{lang}/), which the service worker precaches and shows when
 * a page cannot be loaded. It lives outside app/[lang]/ so it needs none of the site's scripts,
 * stylesheets or fonts: the page is one self-contained HTML file (its styles inline, the logo precached).
 */
export default async function OfflineLayout({ children, params }: LayoutProps<'/offline/[lang]'>) {
  const lang = await getLang(params);
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
