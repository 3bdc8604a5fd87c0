'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useParams } from 'next/navigation';

/**
 * What a visitor sees when a page fails to render: in the page's language (its texts come from the
 * language layout's ClientTexts, app/[lang]/layout.tsx), a way to try again and a way home. The error
 * itself is logged once on the server (instrumentation.ts); its digest here lets a visitor's report be
 * matched with that line.
 */
export default function LanguageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const { lang } = useParams<{ lang: string }>();
  const sent = error instanceof Error ? (error as Error & { digest?: unknown }).digest : undefined;
  const digest = typeof sent === 'string' ? sent : null;
  return (
    <main className="container error-page">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p className="error-page__text">{t('text')}</p>
      <p className="error-page__actions">
        <button type="button" className="button button--accent" onClick={() => retry()}>
          {t('retry')}
        </button>
        {/* A full load: nothing of the failed page's state comes along. */}
        <a href={`/${lang}/`} className="button button--outline">
          {t('home')}
        </a>
      </p>
      {digest && <p className="error-page__reference">{t('reference', { digest })}</p>}
    </main>
  );
}
