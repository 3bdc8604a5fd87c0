'use client';

import { useTranslations } from '@/components/i18n/texts';
import { favouritesStore } from '@/lib/visitor/favourites/browser-store';
import { HeartIcon } from './heart-icon';
import { useFavourites } from './use-favourites';

/**
 * Heart toggle on a property card. A toggle button keeps one name and reports its state with
 * aria-pressed (WAI-ARIA APG), so the name says what pressing it means: "Save as favourite: {title}".
 */
export function FavouriteButton({ id, title, className }: { id: number; title: string; className?: string }) {
  const t = useTranslations('Favourites');
  const saved = useFavourites().includes(id);
  return (
    <button
      type="button"
      className={`favourite-button ${className ?? ''}`}
      aria-pressed={saved}
      data-favourite-id={id}
      onClick={() => favouritesStore.toggle(id)}
    >
      <HeartIcon filled={saved} />
      {/* Text rather than aria-label: translation tools see it, and it is not a form label. */}
      <span className="visually-hidden">{t('save', { title })}</span>
    </button>
  );
}
