import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/data';
import { hrefForProperty } from '@/i18n/navigation';
import { truncate } from '@/lib/format/text';
import { placeName } from '@/lib/data/property';
import { Icon } from '@/components/ui/icon';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { Price } from './price';

/** SPEC.md section 9: thumbnails are 300 wide and 205 or 225 high; CSS picks 225 in page modules. */
const THUMB = { width: 300, height: 205 };

/**
 * What the browser should fetch, as a width. Cards are one column (full width) below 616 px and
 * 270-370 px wide in every grid above. We ask for 80 % of the slot: a thumbnail at 80 % of the
 * screen's density looks the same, and a 390 px phone at 2x then takes the 600 variant instead of
 * the 1360 (next.config.ts widths); wide single columns and 3x screens still get the 1360.
 */
const SIZES = '(max-width: 615px) calc((100vw - 2rem) * 0.8), 300px';

/** "A+", "B-", "C" → "a", "b", "c" for the badge colour; anything else gets the neutral badge. */
function energyClass(label: string): string {
  const letter = label.trim().charAt(0).toLowerCase();
  return /^[a-g]$/.test(letter) ? ` energy-badge--${letter}` : '';
}

/**
 * Summary card of a property: thumbnail, ribbon, type, place, price, key figures, energy label
 * and a favourite toggle. The title link stretches over the whole card; the heart sits above it.
 * `first`: the first card of a page's results, whose photo is the phone's largest paint: fetched at
 * once with high priority instead of lazily.
 */
export async function PropertyCard({ lang, property, headingLevel = 3, first = false }: { lang: Lang; property: Property; headingLevel?: 2 | 3; first?: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeName(property.address);
  const energy = property.energy.label?.trim();
  return (
    <article className="property-card">
      <div className="property-card__media">
        {property.thumbnail ? (
          <Image
            src={property.thumbnail.url}
            alt=""
            width={THUMB.width}
            height={THUMB.height}
            sizes={SIZES}
            quality={70}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
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
          {energy ? (
            <li>
              <span className={`energy-badge${energyClass(energy)}`}>
                <span aria-hidden="true">{t('energyLabelShort', { label: energy })}</span>
                <span className="visually-hidden">{t('energyLabel', { label: energy })}</span>
              </span>
            </li>
          ) : null}
          <li className="property-card__ref">{t('reference', { id: property.id })}</li>
        </ul>
      </div>
      <FavouriteButton id={property.id} title={property.title} className="property-card__favourite" />
    </article>
  );
}
