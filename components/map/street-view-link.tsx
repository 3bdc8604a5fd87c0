import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';
import type { Property } from '@/lib/catalogue/data';
import { streetViewUrl } from '@/lib/catalogue/map/street-view';
import { Icon } from '@/components/ui/icon';

/**
 * "Bekijk in Street View" at the property's coordinates, in a new tab. Nothing when the property has
 * no coordinates or keeps its address private: Street View would show the very door the listing hides.
 */
export async function StreetViewLink({
  lang,
  property,
  className,
}: {
  lang: Lang;
  property: Pick<Property, 'coordinates' | 'publishAddress'>;
  className?: string;
}) {
  if (!property.coordinates || !property.publishAddress) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Map' });
  return (
    <a
      href={streetViewUrl(property.coordinates)}
      target="_blank"
      rel="noopener"
      className={className ? `street-view-link ${className}` : 'street-view-link'}
    >
      <Icon name="street" size={20} />
      {t('streetView')}
      <span className="visually-hidden"> {t('newWindow')}</span>
    </a>
  );
}
