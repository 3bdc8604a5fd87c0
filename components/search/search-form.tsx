import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/data';
import { href as localHref } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';

/**
 * Search by city, type or reference: a plain GET form to the for-sale list, so it works without
 * JavaScript. (The suggestion combobox comes with the listings issue.)
 */
export async function SearchForm({ lang, id = 'search', className }: { lang: Lang; id?: string; className?: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'Search' });
  return (
    <form role="search" action={localHref(lang, '/for-sale/')} method="get" className={`search-form ${className ?? ''}`}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('label')}
      </label>
      <span className="search-form__icon">
        <Icon name="search" size={20} />
      </span>
      <input id={`${id}-q`} name="q" type="search" placeholder={t('CITY_INPUT')} autoComplete="off" enterKeyHint="search" />
      <button type="submit" className="button button--accent">
        {t('submit')}
      </button>
    </form>
  );
}
