import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ForgotForm } from '@/components/owner/owner-forms';
import { OwnerShell } from '@/components/owner/owner-shell';
import { getSite } from '@/lib/catalogue/data';
import { ownerAlternates, ownerPageLang } from '@/lib/owner/portal/pages';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';

export async function generateMetadata({ params }: PageProps<'/[lang]/login/forgot'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.forgot' });
  return { title: `${t('title')} | ${getSite().name}` };
}

export default async function ForgotPasswordPage({ params }: PageProps<'/[lang]/login/forgot'>) {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.forgot' });
  return (
    <OwnerShell lang={lang} alternates={ownerAlternates('forgot')}>
      <section className="owner-card owner-card--narrow" aria-labelledby="owner-forgot-title">
        <h1 id="owner-forgot-title">{t('title')}</h1>
        <p className="owner-card__intro">{t('intro')}</p>
        <ForgotForm lang={lang} page={ownerPath(lang, 'forgot')} texts={{ login: t('login'), submit: t('submit') }} />
        <p className="owner-card__back">
          <Link href={ownerPath(lang, 'login')}>{t('back')}</Link>
        </p>
      </section>
    </OwnerShell>
  );
}
