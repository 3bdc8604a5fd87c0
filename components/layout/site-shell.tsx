import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageMemory } from './language-memory';
import { TopBar } from './top-bar';
import { Consent } from '@/components/consent/consent';
import { ClientTexts, type ClientTextKey } from '@/components/i18n/client-texts';
import { Icon } from '@/components/ui/icon';

/**
 * What the shell's islands say: the consent banner, the drawer, back to top, favourites, cookie settings.
 * The cookie settings dialog's texts come when it opens (the `consentSettings` island text set).
 */
const SHELL_TEXTS: readonly ClientTextKey[] = [
  'Consent.title',
  'Consent.text',
  'Consent.agreeAll',
  'Consent.decline',
  'Consent.settings',
  'Layout.mainMenu',
  'Layout.openMenu',
  'Layout.closeMenu',
  'Layout.backToTop',
  'Layout.cookieSettings',
  'Favourites.link',
  'Favourites.linkCount',
  'Favourites.save',
];

interface Props {
  lang: Lang;
  /** The same page in each enabled language, for the switcher. */
  alternates: Record<Lang, string>;
  /** Menu id (or neutral path) of the current page, to mark the main menu item. */
  active?: string;
  isHome?: boolean;
  children: ReactNode;
}

/**
 * The frame of every public page. Pages render it themselves (rather than the layout) because
 * the language switcher needs the page's own alternates.
 */
export async function SiteShell({ lang, alternates, active, isHome = false, children }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  return (
    <ClientTexts lang={lang} keys={SHELL_TEXTS}>
      <div className={isHome ? 'site site--home' : 'site'}>
        <span id="top" tabIndex={-1} />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* First after the skip link, so the keyboard reaches the banner before the page (it is fixed: no layout effect). */}
        <Consent />
        <TopBar lang={lang} label={t('topBar')} />
        <Header lang={lang} alternates={alternates} active={active} isHome={isHome} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer lang={lang} page={alternates[lang] ?? `/${lang}/`} />
        <BackToTop icon={<Icon name="arrowUp" size={22} />} />
        <LanguageMemory lang={lang} />
      </div>
    </ClientTexts>
  );
}
