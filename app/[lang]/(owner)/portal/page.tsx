import type { Metadata } from 'next';
import { Photo } from '@/components/ui/photo';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/owner/owner-forms';
import { OwnerShell } from '@/components/owner/owner-shell';
import { ownerPageOrUnavailable } from '@/components/owner/owner-unavailable';
import { getSite } from '@/lib/catalogue/data';
import { getDb } from '@/lib/platform/db/client';
import { pageViewCountsOf } from '@/lib/platform/dal/owner-stats';
import { ownerPropertyIds, requireOwner } from '@/lib/owner/auth/owner';
import { ownerAlternates, ownerPageLang } from '@/lib/owner/portal/pages';
import { portalProperty } from '@/lib/owner/portal/properties';
import { formatNumber } from '@/lib/catalogue/format/number';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';

export async function generateMetadata({ params }: PageProps<'/[lang]/portal'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.portal' });
  // A description even though the page is not indexed (noindex), as on the login page: what a browser's history or a shared link shows.
  return { title: `${t('title')} | ${getSite().name}`, description: t('intro') };
}

/** The page, or "unavailable" when the database cannot be read (components/owner/owner-unavailable.tsx). */
export default async function PortalPage(props: PageProps<'/[lang]/portal'>) {
  const lang = await ownerPageLang(props.params);
  return ownerPageOrUnavailable(lang, ownerAlternates('portal'), () => Portal(props));
}

/** The owner's properties: one goes straight to its statistics, several get this overview first. */
async function Portal({ params, searchParams }: PageProps<'/[lang]/portal'>) {
  const lang = await ownerPageLang(params);
  const owner = await requireOwner(lang);
  const ids = await ownerPropertyIds(owner);
  const { all, done } = await searchParams;
  // `?all` keeps the overview for an owner of one property who asked for it (the "all properties" link).
  if (ids.length === 1 && all === undefined) redirect(ownerPath(lang, 'portal', ids[0]));
  const t = await getTranslations({ locale: lang, namespace: 'Owner' });
  const counts = await pageViewCountsOf(await getDb(), ids);
  return (
    <OwnerShell lang={lang} alternates={ownerAlternates('portal')}>
      <h1>{t('portal.title')}</h1>
      <p className="owner-card__intro">{t('portal.intro')}</p>
      {ids.length === 0 ? (
        <p className="owner-card">{t('portal.none')}</p>
      ) : (
        <ul className="owner-properties">
          {ids.map((id) => {
            const property = portalProperty(lang, id);
            const count = counts.get(id);
            const name = property.title ?? t('portal.unknownProperty', { id });
            return (
              <li key={id} className="owner-property">
                {property.thumbnail ? (
                  <Photo src={property.thumbnail.url} alt="" width={160} height={107} sizes="160px" className="owner-property__thumb" />
                ) : (
                  <span className="owner-property__thumb" aria-hidden="true" />
                )}
                <div className="owner-property__text">
                  <h2 className="owner-property__title">
                    <Link href={ownerPath(lang, 'portal', id)}>{name}</Link>
                  </h2>
                  <p className="owner-property__meta">
                    {t('portal.reference', { id })}
                    {property.city && ` · ${property.city}`}
                  </p>
                  <dl className="owner-property__counts">
                    <div>
                      <dt>{t('portal.pageViewsToday')}</dt>
                      <dd>{formatNumber(count?.today ?? 0, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t('portal.pageViewsTotal')}</dt>
                      <dd>{formatNumber(count?.total ?? 0, lang)}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section className="owner-card owner-account" aria-labelledby="owner-account-title">
        <h2 id="owner-account-title">{t('change.title')}</h2>
        {done === 'passwordChanged' && (
          <p role="status" className="owner-form__message">
            {t('change.done')}
          </p>
        )}
        <ChangePasswordForm
          lang={lang}
          page={`${ownerPath(lang, 'portal')}?all=1`}
          texts={{
            current: t('change.current'),
            password: t('password.password'),
            confirm: t('password.confirm'),
            submit: t('change.submit'),
          }}
        />
      </section>
    </OwnerShell>
  );
}
