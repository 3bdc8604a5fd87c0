import { getTranslations } from 'next-intl/server';
import { getProperties, type Goal, type Lang } from '@/lib/data';
import { href as localHref } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { SearchCombobox, type SearchComboboxLabels } from './search-combobox';

/** The suggestion combobox's text, for the client island. */
export async function searchComboboxLabels(lang: Lang): Promise<SearchComboboxLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'Search' });
  return {
    suggestions: t('suggestions'),
    properties: t('properties'),
    cities: t('cities'),
    types: t('types'),
    projects: t('projects'),
    ref: t.raw('ref') as string,
    resultsOne: t.raw('resultsOne') as string,
    resultsOther: t.raw('resultsOther') as string,
    noResults: t('noResults'),
    countOne: t.raw('countOne') as string,
    countOther: t.raw('countOther') as string,
  };
}

/**
 * Search by city, type or reference (SPEC.md section 2): a GET form to the for-sale list, so it
 * works without JavaScript; with it, the text field suggests properties, cities and types as the
 * visitor types, and the button counts the listings the text finds.
 */
export async function SearchForm({ lang, id = 'search', className, goal = 'sale' }: { lang: Lang; id?: string; className?: string; goal?: Goal }) {
  const t = await getTranslations({ locale: lang, namespace: 'Search' });
  const total = getProperties(lang).filter((p) => p.goal === goal).length;
  return (
    <form role="search" action={localHref(lang, goal === 'sale' ? '/for-sale/' : '/for-rent/')} method="get" className={`search-form ${className ?? ''}`}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('label')}
      </label>
      <span className="search-form__icon">
        <Icon name="search" size={20} />
      </span>
      <SearchCombobox
        lang={lang}
        goal={goal}
        inputId={`${id}-q`}
        name="q"
        placeholder={t('CITY_INPUT')}
        labels={await searchComboboxLabels(lang)}
        button={{ label: goal === 'sale' ? t('submit') : t('submitRent'), count: total }}
      />
    </form>
  );
}
