import { getSite, localize } from '@/lib/catalogue/data';
import { getMenuPage } from '@/lib/catalogue/routing/site-routes';
import type { Lang, MenuPage } from '@/lib/catalogue/data/types';
import { href as localHref, hrefForProjectList, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { APP_PATHS, LISTING_PATHS } from '@/lib/catalogue/routing/app-routes';
import { SmartLink } from '@/components/ui/smart-link';

/** Where a menu entry leads: home, its own page, or (redirect entries) the localized redirect target. */
export function menuHref(lang: Lang, page: MenuPage): string {
  if (page.kind === 'home') return hrefForRoute(lang, { kind: 'home' });
  if (page.kind === 'redirect') return localHref(lang, page.redirectUrl ?? '/');
  return hrefForRoute(lang, { kind: 'menu', id: page.id });
}

export function mainMenuPages(): MenuPage[] {
  return getSite()
    .mainMenu.map((id) => getMenuPage(id))
    .filter((page): page is MenuPage => !!page);
}

/**
 * The main menu items; `active` is the menu id (or redirect target) of the current page. The project list
 * is no menu page (it lives in paths.json), so it is placed after the listings, where a buyer looks for it.
 */
export function MainNavItems({
  lang,
  active,
  homeLabel,
  projectsLabel,
  extra,
}: {
  lang: Lang;
  active?: string;
  /** The home entry's title is a whole page title; the menu shows a short word instead. */
  homeLabel: string;
  projectsLabel: string;
  extra?: { href: string; label: string }[];
}) {
  const items = mainMenuPages().map((page) => ({
    key: page.id,
    href: menuHref(lang, page),
    label: page.kind === 'home' ? homeLabel : localize(page.title, lang),
    current: active !== undefined && (active === page.id || active === page.redirectUrl),
    listing: page.kind === 'redirect' && Object.values(LISTING_PATHS).includes(page.redirectUrl ?? ''),
  }));
  const projects = hrefForProjectList(lang);
  if (projects) {
    const after = items.findLastIndex((item) => item.listing);
    items.splice(after < 0 ? items.length : after + 1, 0, {
      key: 'projects',
      href: projects,
      label: projectsLabel,
      current: active === APP_PATHS.projects,
      listing: false,
    });
  }
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <SmartLink href={item.href} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </SmartLink>
        </li>
      ))}
      {extra?.map((item) => (
        <li key={item.href}>
          <SmartLink href={item.href}>{item.label}</SmartLink>
        </li>
      ))}
    </ul>
  );
}
