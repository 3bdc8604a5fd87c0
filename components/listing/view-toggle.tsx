import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import { listingSearchParams, type ListingQuery, type View } from '@/lib/catalogue/listing/query';
import { Icon } from '@/components/ui/icon';

/** The listing with the same filters in `view`. The map shows every result, so it has no page; back in the list, the page is kept. */
export function viewHref(action: string, query: ListingQuery, view: View): string {
  const search = listingSearchParams(query, view === 'map' ? { view, page: 1 } : { view }).toString();
  return search ? `${action}?${search}` : action;
}

/** "Lijst / Kaart": two plain links that keep the filters, so the switch works without JavaScript. */
export async function ViewToggle({ lang, action, query }: { lang: Lang; action: string; query: ListingQuery }) {
  const t = await getTranslations({ locale: lang, namespace: 'Map' });
  const href = (view: View) => viewHref(action, query, view);
  const views = [
    { view: 'list', label: t('viewList'), icon: 'menu' },
    { view: 'map', label: t('viewMap'), icon: 'pin' },
  ] as const;
  return (
    <nav className="view-toggle" aria-label={t('viewLabel')}>
      {views.map(({ view, label, icon }) => (
        <IntentLink key={view} href={href(view)} aria-current={query.view === view ? 'page' : undefined} scroll={false}>
          <Icon name={icon} size={18} />
          {label}
        </IntentLink>
      ))}
    </nav>
  );
}
