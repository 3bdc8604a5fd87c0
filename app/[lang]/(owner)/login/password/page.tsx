import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/owner/owner-forms';
import { OwnerShell } from '@/components/owner/owner-shell';
import { getSite } from '@/lib/catalogue/data';
import { ownerAlternates, ownerPageLang } from '@/lib/owner/portal/pages';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';

export async function generateMetadata({ params }: PageProps<'/[lang]/login/password'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.password' });
  // The address carries a token: it never leaves the site as a referrer ('no-referrer' would also
  // blank the Origin of the form's own post, which Next then refuses as cross-site).
  return { title: `${t('title')} | ${getSite().name}`, referrer: 'same-origin' };
}

/** Where a password link lands (a new owner's first password, or a reset): choose it, once. */
export default async function PasswordPage({ params, searchParams }: PageProps<'/[lang]/login/password'>) {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.password' });
  const token = (await searchParams).token;
  const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(token);
  return (
    // The language links keep the link's token: the page is the same in every language.
    <OwnerShell lang={lang} alternates={ownerAlternates('password', undefined, valid ? `?token=${token}` : '')}>
      <section className="owner-card owner-card--narrow" aria-labelledby="owner-password-title">
        <h1 id="owner-password-title">{t('title')}</h1>
        {valid ? (
          <>
            <p className="owner-card__intro">{t('intro')}</p>
            <PasswordForm
              lang={lang}
              page={`${ownerPath(lang, 'password')}?token=${token}`}
              token={token}
              texts={{ password: t('password'), confirm: t('confirm'), submit: t('submit') }}
            />
          </>
        ) : (
          <p role="alert" className="owner-form__message owner-form__message--error">
            {t('linkInvalid')}
          </p>
        )}
        <p className="owner-card__back">
          <Link href={ownerPath(lang, 'forgot')}>{t('askNew')}</Link>
        </p>
      </section>
    </OwnerShell>
  );
}
