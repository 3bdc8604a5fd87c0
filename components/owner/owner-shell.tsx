import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/catalogue/data';
import { LogoutForm } from './owner-forms';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { currentOwner } from '@/lib/owner/auth/owner';
import { OWNER_LANGS, type OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { siteLangFor } from '@/lib/owner/portal/properties';

const LANGUAGE_NAMES: Record<OwnerLang, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/**
 * The frame of the owner area's pages: the agency's logo back to the public site, the languages of
 * this page (`alternates`), and the logout when an owner is signed in. Plain links and a plain form:
 * nothing here needs JavaScript.
 */
export async function OwnerShell({
  lang,
  alternates,
  children,
}: {
  lang: OwnerLang;
  alternates: Record<OwnerLang, string>;
  children: React.ReactNode;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Owner' });
  const site = getSite();
  // The frame never fails on the database: a page that cannot read it says so (owner-unavailable.tsx).
  const owner = await currentOwner().catch(() => null);
  // The public site in this language when it speaks it, else in its default.
  const siteLang = siteLangFor(lang);
  return (
    <div className="owner">
      <header className="owner__header">
        <a href={`/${siteLang}/`} className="owner__logo">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG, no optimization to gain */}
          <img src={site.logo.url} width={site.logo.width} height={site.logo.height} alt={localize(site.logo.alt, siteLang)} />
        </a>
        <span className="owner__area">{t('area')}</span>
        <nav aria-label={t('languageSwitcher')} className="owner__languages">
          <ul>
            {OWNER_LANGS.map((code) => (
              <li key={code}>
                <Link href={alternates[code]} lang={code} hrefLang={code} aria-current={code === lang ? 'true' : undefined}>
                  <abbr title={LANGUAGE_NAMES[code]}>{code.toUpperCase()}</abbr>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {owner && (
          <LogoutForm lang={lang} page={ownerPath(lang, 'login')} who={t('signedInAs', { name: owner.name })} label={t('logout')} />
        )}
      </header>
      <main id="main" className="owner__main">
        {children}
      </main>
    </div>
  );
}
