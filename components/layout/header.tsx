import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { Lang } from '@/lib/catalogue/data/types';
import { href as localHref, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { APP_PATHS } from '@/lib/catalogue/routing/app-routes';
import { FavouritesLink } from '@/components/favourites/favourites-link';
import { HeaderScroll } from './header-scroll';
import { LanguageSwitcher } from './language-switcher';
import { MainNavItems } from './main-nav';
import { MobileMenu } from './mobile-menu';

const FAVOURITES = APP_PATHS.favourites;

export async function Header({
  lang,
  alternates,
  active,
  isHome,
}: {
  lang: Lang;
  alternates: Record<Lang, string>;
  active?: string;
  isHome: boolean;
}) {
  const site = getSite();
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  const valuationHref = localHref(lang, '/contact-demand/');
  const demandHref = localHref(lang, '/demand-register/');
  const favourites = getRoutes().neutral.get(APP_PATHS.favourites)?.kind === 'app';
  return (
    <HeaderScroll hideUntilScroll={isHome && site.header.hideOnHomeUntilScroll}>
      <div className="container site-header__inner">
        <SmartLink href={hrefForRoute(lang, { kind: 'home' })} className="site-header__logo">
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo needs no optimisation */}
          <img src={site.logo.url} alt={localize(site.logo.alt, lang) || site.name} width={site.logo.width} height={site.logo.height} />
        </SmartLink>
        <nav className="main-nav" aria-label={t('mainMenu')}>
          <MainNavItems lang={lang} active={active} homeLabel={t('home')} projectsLabel={t('projects')} />
        </nav>
        <div className="site-header__actions">
          <SmartLink href={valuationHref} className="button button--accent site-header__cta">
            {t('freeValuation')}
          </SmartLink>
          {favourites && <FavouritesLink href={localHref(lang, FAVOURITES)} current={active === FAVOURITES} />}
          <LanguageSwitcher lang={lang} alternates={alternates} className="site-header__lang" />
          <MobileMenu openIcon={<Icon name="menu" size={26} />} closeIcon={<Icon name="close" size={24} />}>
            <nav className="drawer__nav" aria-label={t('mainMenu')}>
              <MainNavItems
                lang={lang}
                active={active}
                homeLabel={t('home')}
                projectsLabel={t('projects')}
                extra={[
                  { href: demandHref, label: t('demandRegister') },
                  { href: valuationHref, label: t('freeValuation') },
                ]}
              />
            </nav>
            <LanguageSwitcher lang={lang} alternates={alternates} className="drawer__lang" />
          </MobileMenu>
        </div>
      </div>
    </HeaderScroll>
  );
}
