import type { Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRouting, isEnabledLanguage } from '@/i18n/routing';
import { inter } from '@/app/fonts';
import { ServiceWorker } from '@/components/layout/service-worker';
import '@/app/globals.css';

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
    <html lang={lang} className={inter.variable}>
      <body>
        {children}
        <ServiceWorker />
      </body>
    </html>
  );
}
