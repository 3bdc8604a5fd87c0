import type { Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRouting, isEnabledLanguage } from '@/i18n/routing';
import { inter } from '@/app/fonts';
import { ServiceWorker } from '@/components/layout/service-worker';
import { bootstrapScript } from '@/lib/consent/bootstrap';
import '@/app/styles/index.css';

export function generateStaticParams() {
  return getRouting().locales.map((lang) => ({ lang }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#123c45',
};

export default async function LanguageLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await params;
  if (!isEnabledLanguage(lang)) notFound();
  setRequestLocale(lang);
  return (
    // The consent bootstrap sets data-consent on <html> before React hydrates it.
    <html lang={lang} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* First in <head>: Consent Mode's denied default before any tag, and whether to show the banner. */}
        <script dangerouslySetInnerHTML={{ __html: bootstrapScript() }} />
      </head>
      <body>
        {children}
        <ServiceWorker />
      </body>
    </html>
  );
}
