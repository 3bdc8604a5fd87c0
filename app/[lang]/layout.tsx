import type { Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getLang } from '@/lib/catalogue/routing/lang';
import { ServiceWorker } from '@/components/layout/service-worker';
import { FontFace } from '@/components/layout/font-face';
import { ClientTexts } from '@/components/i18n/client-texts';
import { bootstrapScript } from '@/lib/visitor/consent/bootstrap';
import '@/app/styles/index.css';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#123c45',
};

/**
 * The root layout of both areas: the public site (`(site)/`, its languages) and, with the portal, the
 * owner area (`(owner)/`, en, nl and fr). Each group's layout narrows the language to its own set; this
 * one only renders `<html lang>` for a language one of them enables.
 */
export default async function LanguageLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = await getLang(params, 'any');
  setRequestLocale(lang);
  return (
    // The consent bootstrap sets data-consent on <html> before React hydrates it.
    <html lang={lang} suppressHydrationWarning>
      <head>
        {/* First in <head>: Consent Mode's denied default before any tag, and whether to show the banner. */}
        <script dangerouslySetInnerHTML={{ __html: bootstrapScript() }} />
        <FontFace />
      </head>
      <body>
        {/* For the error page (app/[lang]/error.tsx), which replaces the children when they fail. */}
        <ClientTexts lang={lang} keys={['ErrorPage']}>
          {children}
        </ClientTexts>
        <ServiceWorker />
      </body>
    </html>
  );
}
