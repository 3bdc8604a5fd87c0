import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/data';
import { hrefForProperty } from '@/i18n/navigation';
import { truncate } from '@/lib/format/text';
import { COUNTRY_BELGIUM } from '@/lib/data/schemas';
import { Icon } from '@/components/ui/icon';
import { Price } from './price';

/** Summary card of a property: thumbnail 300×205, ribbon, type, place, price, key figures. */
export async function PropertyCard({ lang, property, headingLevel = 3 }: { lang: Lang; property: Property; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place =
    property.address.countryId === COUNTRY_BELGIUM ? property.address.city : `${property.address.city} (${property.address.countryName})`;
  return (
    <article className="property-card">
      <div className="property-card__media">
        {property.thumbnail ? (
          <Image src={property.thumbnail.url} alt="" width={300} height={205} sizes="(max-width: 767px) 100vw, 300px" quality={70} />
        ) : (
          <div className="property-card__no-photo">{t('noPhoto')}</div>
        )}
        {property.marquee.state !== 'none' && property.marquee.name && (
          <span className={`ribbon ribbon--${property.marquee.state}`}>{property.marquee.name}</span>
        )}
      </div>
      <div className="property-card__body">
        <p className="property-card__type">{truncate(property.typeDescription, 100)}</p>
        <Heading className="property-card__title">
          <Link href={hrefForProperty(lang, property)} className="stretched-link">
            {property.title}
          </Link>
        </Heading>
        <p className="property-card__place">
          <Icon name="pin" size={16} /> {place}
        </p>
        <p className="property-card__price">
          <Price lang={lang} property={property} />
        </p>
        <ul className="property-card__facts">
          {property.bedrooms ? (
            <li>
              <Icon name="bed" size={16} /> {t('bedrooms', { count: property.bedrooms })}
            </li>
          ) : null}
          {property.livingSurface ? (
            <li>
              <Icon name="area" size={16} /> {t('surface', { value: property.livingSurface })}
            </li>
          ) : null}
          <li className="property-card__ref">{t('reference', { id: property.id })}</li>
        </ul>
      </div>
    </article>
  );
}
