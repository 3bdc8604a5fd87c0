import { getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { OwnerShell } from './owner-shell';
import { logger } from '@/lib/platform/log';

/**
 * An owner page whose data cannot be read (the database is down or unreachable): the page says so in
 * the owner's language, instead of failing, and works again by itself once the database answers.
 * `render` does the page's reads and returns its content; Next's redirects and 404s pass through.
 */
export async function ownerPageOrUnavailable(
  lang: OwnerLang,
  alternates: Record<OwnerLang, string>,
  render: () => Promise<React.ReactNode>,
): Promise<React.ReactNode> {
  // Rendered per request, whatever `render` got to read before it failed: a page that failed before
  // reading the request would otherwise look static to Next, and its "unavailable" be kept.
  await connection();
  try {
    return await render();
  } catch (error) {
    unstable_rethrow(error);
    logger('owner').error({ err: error }, 'page unavailable');
    const t = await getTranslations({ locale: lang, namespace: 'Owner.unavailable' });
    return (
      <OwnerShell lang={lang} alternates={alternates}>
        <section className="owner-card owner-card--narrow" aria-labelledby="owner-unavailable-title">
          <h1 id="owner-unavailable-title">{t('title')}</h1>
          <p role="alert" className="owner-form__message owner-form__message--error">
            {t('text')}
          </p>
          <p className="owner-card__back">
            <a href={alternates[lang]}>{t('retry')}</a>
          </p>
        </section>
      </OwnerShell>
    );
  }
}
