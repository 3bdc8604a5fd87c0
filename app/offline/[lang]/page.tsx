import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/catalogue/data';
import { getLang } from '@/lib/catalogue/routing/lang';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2b30; background: #f7f4ef; }
  main { box-sizing: border-box; max-width: 36rem; min-height: 100vh; margin: 0 auto; padding: 3rem 1.25rem; display: flex; flex-direction: column; justify-content: center; gap: 1rem; }
  h1 { margin: 1.5rem 0 0; font-size: 1.75rem; line-height: 1.2; color: #123c45; }
  p { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: .5rem; }
  a { display: inline-block; padding: .75rem 1.25rem; border-radius: 999px; font-weight: 600; text-decoration: none; }
  .primary { background: #123c45; color: #fff; }
  .secondary { color: #123c45; box-shadow: inset 0 0 0 2px #123c45; }
  a:focus-visible { outline: 3px solid #c4552f; outline-offset: 3px; }
  .logo { background: #123c45; border-radius: 12px; padding: .75rem 1rem; align-self: flex-start; }
`;

export async function generateMetadata({ params }: PageProps<'/offline/[lang]'>): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Offline' });
  return { title: `${t('title')} | ${getSite().name}` };
}

export default async function OfflinePage({ params }: PageProps<'/offline/[lang]'>) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Offline' });
  const site = getSite();
  return (
    <main>
      {/* href and precedence: React hoists it into <head>, where its body and main rules are valid. */}
      <style href="offline-page" precedence="default">
        {STYLE}
      </style>
      <div className="logo">
        {/* A plain img: the service worker precaches /logo.svg with this page; next/image needs the network. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={site.logo.url} width={site.logo.width} height={site.logo.height} alt={localize(site.logo.alt, lang)} />
      </div>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <div className="actions">
        {/* Served in place of the page that failed, so the page's own URL is the retry. */}
        <a className="primary" href="">
          {t('retry')}
        </a>
        <a className="secondary" href={`/${lang}/`}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}
