import { getTranslations } from 'next-intl/server';
import { getProperties, type Goal, type Lang } from '@/lib/catalogue/data';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { Icon } from '@/components/ui/icon';
import { ClientTexts } from '@/components/i18n/client-texts';
import { SearchGoal } from './search-goal';
import { SEARCH_TEXTS } from './search-texts';

const GOALS: Goal[] = ['sale', 'rent'];

/**
 * Search by city, type or reference (docs/product.md section 2), to buy or to rent: a GET form to the
 * for-sale list with the choice as `goal`, so it works without JavaScript (the list hands a rent search
 * on to the for-rent one); with it, the text field suggests properties, cities and types as the visitor
 * types, and the button counts the listings the text finds.
 */
export async function SearchForm({ lang, id = 'search', className }: { lang: Lang; id?: string; className?: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'Search' });
  const properties = getProperties(lang);
  const counts = { sale: properties.filter((p) => p.goal === 'sale').length, rent: properties.filter((p) => p.goal === 'rent').length };
  const actions = { sale: hrefForRoute(lang, listingRoute('sale')), rent: hrefForRoute(lang, listingRoute('rent')) };
  const choice = (
    <fieldset className="search-goal">
      <legend className="visually-hidden">{t('goal')}</legend>
      {GOALS.map((goal) => (
        <label key={goal} className="search-goal__option">
          <input type="radio" name="goal" value={goal} defaultChecked={goal === 'sale'} />
          <span>{t(goal === 'sale' ? 'goalSale' : 'goalRent')}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <form role="search" action={actions.sale} method="get" className="search-box">
      <ClientTexts lang={lang} keys={SEARCH_TEXTS}>
        <SearchGoal lang={lang} inputId={`${id}-q`} className={className ?? ''} choice={choice} counts={counts} actions={actions}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('label')}
          </label>
          <span className="search-form__icon">
            <Icon name="search" size={20} />
          </span>
        </SearchGoal>
      </ClientTexts>
    </form>
  );
}
