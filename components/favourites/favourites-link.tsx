'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { idsSearch } from '@/lib/visitor/favourites/ids';
import { useTranslations } from '@/components/i18n/texts';
import { HeartIcon } from './heart-icon';
import { useFavourites } from './use-favourites';

/**
 * Header link to the favourites page with the number saved in this browser. Once hydrated it
 * carries the IDs, so the page renders the list straight away. The badge sits over the icon, so
 * it appears without moving anything.
 */
export function FavouritesLink({ href, current }: { href: string; current: boolean }) {
  const t = useTranslations('Favourites');
  const favourites = useFavourites();
  const count = favourites.length;
  return (
    <IntentLink href={`${href}${idsSearch(favourites)}`} className="favourites-link" aria-current={current ? 'page' : undefined}>
      <HeartIcon filled={count > 0} size={24} />
      <span className="visually-hidden">{count > 0 ? t('linkCount', { count }) : t('link')}</span>
      {count > 0 && (
        <span className="favourites-link__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IntentLink>
  );
}
