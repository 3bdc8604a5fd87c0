import type { Viewport } from 'next';
import { getSite } from '@/lib/catalogue/data';
import { FontFace } from '@/components/layout/font-face';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Root layout of the map frame, which lives outside app/[lang]/ (it has no language of its own and
 * none of the site's header, footer or stylesheet). Its language is the site default until the
 * page around it posts the visitor's.
 */
export default function MapFrameLayout({ children }: LayoutProps<'/map-frame'>) {
  return (
    <html lang={getSite().defaultLanguage} className="map-frame-root">
      <head>
        <FontFace />
      </head>
      <body className="map-frame-body">{children}</body>
    </html>
  );
}
