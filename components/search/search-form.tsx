import { getTranslations } from 'next-intl/server';
import { getProperties, type Goal, type Lang } from '@/lib/data';
import { hrefForRoute } from '@/lib/routing/navigation';
import { listingRoute } from '@/lib/routing/app-routes';
import { Icon } from '@/components/ui/icon';
import { ClientTexts } from '@/components/i18n/client-texts';
import { SearchCombobox } from './search-combobox';
import { SEARCH_TEXTS } from './search-texts';

/**
 * Search by city, type or reference (docs/product.md section 2): a GET form to the for-sale list, so it
 * works without JavaScript; with it, the text field suggests properties, cities and types as the
 * visitor types, and the button counts the listings the text finds.
 */
export async function SearchForm({ lang, id = 'search', className, goal = 'sale' }: { lang: Lang; id?: string; className?: string; goal?: Goal }) {
  const t = await getTranslations({ locale: lang, namespace: 'Search' });
  const total = getProperties(lang).filter((p) => p.goal === goal).length;
  return (
    <form role="search" action={hrefForRoute(lang, listingRoute(goal))} method="get" className={`search-form ${className ?? ''}`}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('label')}
      </label>
      <span className="search-form__icon">
        <Icon name="search" size={20} />
      </span>
      <ClientTexts lang={lang} keys={SEARCH_TEXTS}>
        <SearchCombobox lang={lang} goal={goal} inputId={`${id}-q`} name="q" placeholder button={{ count: total }} />
      </ClientTexts>
    </form>
  );
}
