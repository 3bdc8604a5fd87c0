'use client';

import { optimizedImage } from '@/lib/catalogue/images/optimized';
import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { FavouriteButton } from '@/components/favourites/favourite-button';

/** docs/product.md section 9: thumbnails are 300 wide and 205 or 225 high; CSS picks 225 in page modules. */
const THUMB = { width: 300, height: 205 };

/**
 * What the browser should fetch, as a width. Cards are one column (full width) below 616 px and
 * 270-370 px wide in every grid above. We ask for 80 % of the slot: a thumbnail at 80 % of the
 * screen's density looks the same, and a 390 px phone at 2x then takes the 600 variant instead of
 * a larger one (next.config.ts widths); wide single columns and 3x screens still get a larger one.
 */
const SIZES = '(max-width: 615px) calc((100vw - 2rem) * 0.8), 300px';

/** A card's content, every text already in the page's language (components/property/property-card.tsx). */
export interface CardData {
  id: number;
  href: string;
  title: string;
  type: string;
  place: string;
  /** The thumbnail's path, or the text shown instead of a photo. */
  photo: { url: string } | { none: string };
  ribbon?: { state: string; name: string };
  /** "Nieuw sinds 24 nov", "Prijs verlaagd op 20 nov" (components/property/freshness.ts). */
  badges?: { kind: string; text: string }[];
  /** "€ 250.000", with " /maand" for a rent; `request` for "price on request"; none for a sold or rented property whose price is hidden. */
  price?: { text: string; unit?: string; request?: boolean; was?: { label: string; text: string } };
  bedrooms?: string;
  surface?: string;
  /** The badge's colour class, its short text and the name a screen reader says. */
  energy?: { className: string; short: string; name: string };
  reference: string;
}

/**
 * A property card's markup. A client component on purpose, though it has no state of its own: its props
 * are a few hundred bytes of text, where a server component's output travels twice, once as HTML and
 * once as its element tree in the page's flight data (about 2.4 kB a card; decision 0023, amendment 3).
 */
export function PropertyCardView({ card, headingLevel, first }: { card: CardData; headingLevel: 2 | 3; first: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="property-card">
      <div className="property-card__media">
        {'url' in card.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes without its component (lib/catalogue/images/optimized.ts)
          <img
            {...optimizedImage({ src: card.photo.url, ...THUMB, sizes: SIZES, quality: 70 })}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="property-card__no-photo">{card.photo.none}</div>
        )}
        {(card.ribbon || card.badges?.length) && (
          <p className="ribbons">
            {card.ribbon && <span className={`ribbon ribbon--${card.ribbon.state}`}>{card.ribbon.name}</span>}
            {card.badges?.map((badge) => (
              <span key={badge.kind} className={`ribbon ribbon--${badge.kind}`}>
                {badge.text}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="property-card__body">
        <p className="property-card__type">{card.type}</p>
        <Heading className="property-card__title">
          <IntentLink href={card.href} className="stretched-link">
            {card.title}
          </IntentLink>
        </Heading>
        <p className="property-card__place">
          <Icon name="pin" size={16} />
          {` ${card.place}`}
        </p>
        {card.price && (
          <p className="property-card__price">
            {card.price.request ? (
              <span className="price price--request">{card.price.text}</span>
            ) : (
              <>
                <span className="price">
                  {card.price.text}
                  {card.price.unit && <span className="price__unit">{` ${card.price.unit}`}</span>}
                </span>
                {card.price.was && (
                  <>
                    {' '}
                    <del className="price__was">
                      <span className="visually-hidden">{`${card.price.was.label} `}</span>
                      {card.price.was.text}
                    </del>
                  </>
                )}
              </>
            )}
          </p>
        )}
        <ul className="property-card__facts">
          {card.bedrooms && (
            <li>
              <Icon name="bed" size={16} />
              {` ${card.bedrooms}`}
            </li>
          )}
          {card.surface && (
            <li>
              <Icon name="area" size={16} />
              {` ${card.surface}`}
            </li>
          )}
          {card.energy && (
            <li>
              <span className={`energy-badge${card.energy.className}`}>
                <span aria-hidden="true">{card.energy.short}</span>
                <span className="visually-hidden">{card.energy.name}</span>
              </span>
            </li>
          )}
          <li className="property-card__ref">{card.reference}</li>
        </ul>
      </div>
      <FavouriteButton id={card.id} title={card.title} className="property-card__favourite" />
    </article>
  );
}
