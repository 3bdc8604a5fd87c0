import { getTranslations } from 'next-intl/server';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { ownerAlternates } from '@/lib/owner/portal/pages';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { OwnerShell } from './owner-shell';

/**
 * The owner area's 404 (a property that is not the owner's, or does not exist): in the owner's
 * language, in the area's frame, with the way back to the portal rather than the public site's search.
 */
export async function OwnerNotFound({ lang }: { lang: OwnerLang }) {
  const t = await getTranslations({ locale: lang, namespace: 'Owner.notFound' });
  return (
    <OwnerShell lang={lang} alternates={ownerAlternates('portal')}>
      <section className="owner-card owner-card--narrow" aria-labelledby="owner-not-found-title">
        <h1 id="owner-not-found-title">{t('title')}</h1>
        <p className="owner-card__intro">{t('text')}</p>
        <p className="owner-card__back">
          <a href={`${ownerPath(lang, 'portal')}?all=1`} className="button button--accent">
            {t('back')}
          </a>
        </p>
      </section>
    </OwnerShell>
  );
}
