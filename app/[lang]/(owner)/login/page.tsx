import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/owner/owner-forms';
import { OwnerShell } from '@/components/owner/owner-shell';
import { ownerPageOrUnavailable } from '@/components/owner/owner-unavailable';
import { getSite } from '@/lib/catalogue/data';
import { currentOwner } from '@/lib/owner/auth/owner';
import { ownerAlternates, ownerPageLang } from '@/lib/owner/portal/pages';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';

export async function generateMetadata({ params }: PageProps<'/[lang]/login'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.login' });
  // A description even though the page is not indexed (noindex): what a shared link or a browser shows.
  return { title: `${t('title')} | ${getSite().name}`, description: t('intro') };
}

/** Notices a redirect to the login brings (?done=…). */
const NOTICES = ['loggedOut', 'passwordSet', 'sessionEnded'] as const;

/** The page, or "unavailable" when the database cannot be read (components/owner/owner-unavailable.tsx). */
export default async function LoginPage(props: PageProps<'/[lang]/login'>) {
  const lang = await ownerPageLang(props.params);
  return ownerPageOrUnavailable(lang, ownerAlternates('login'), () => Login(props));
}

async function Login({ params, searchParams }: PageProps<'/[lang]/login'>) {
  const lang = await ownerPageLang(params);
  // Signed in already: straight to the portal.
  if (await currentOwner()) redirect(ownerPath(lang, 'portal'));
  const t = await getTranslations({ locale: lang, namespace: 'Owner.login' });
  const done = (await searchParams).done;
  const notice = NOTICES.find((key) => key === done);
  return (
    <OwnerShell lang={lang} alternates={ownerAlternates('login')}>
      <section className="owner-card owner-card--narrow" aria-labelledby="owner-login-title">
        <h1 id="owner-login-title">{t('title')}</h1>
        {notice && (
          <p role="status" className="owner-form__message">
            {t(notice)}
          </p>
        )}
        <p className="owner-card__intro">{t('intro')}</p>
        <LoginForm
          lang={lang}
          page={ownerPath(lang, 'login')}
          forgotHref={ownerPath(lang, 'forgot')}
          texts={{ login: t('login'), password: t('password'), submit: t('submit'), forgot: t('forgot') }}
        />
      </section>
    </OwnerShell>
  );
}
