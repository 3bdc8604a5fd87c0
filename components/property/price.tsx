import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/catalogue/data';
import { priceDisplay } from '@/lib/catalogue/property/display';
import { formatEuro } from '@/lib/catalogue/format/price';

type Priced = Pick<Property, 'price' | 'startingFrom' | 'vat' | 'goal' | 'marquee'>;

/**
 * The price's texts: "€ 250.000" or "vanaf € 250.000", "/maand" for a rent, "excl. btw" or "incl. btw"
 * for a new build sold under VAT, or "price on request";
 * null for a sold or rented property whose price is hidden (priceDisplay).
 */
export async function priceParts(lang: Lang, property: Priced): Promise<{ text: string; unit?: string; request?: boolean } | null> {
  const display = priceDisplay(property);
  if (display === 'off-market') return null;
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const amount = formatEuro(property.price);
  if (display === 'on-request' || !amount) return { text: t('priceOnRequest'), request: true };
  const unit = [
    property.goal === 'rent' ? t('perMonth') : null,
    property.vat === 'excluded' ? t('vatExcluded') : property.vat === 'included' ? t('vatIncluded') : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { text: property.startingFrom ? t('startingFrom', { price: amount }) : amount, unit: unit || undefined };
}

/** Price per docs/product.md, Rulings: Prices: "€ 250.000", "vanaf € 250.000", "/maand" for rent, or "price on request"; `fallback` when there is none to show. */
export async function Price({ lang, property, fallback = null }: { lang: Lang; property: Priced; fallback?: ReactNode }) {
  const parts = await priceParts(lang, property);
  if (!parts) return fallback;
  const { text, unit, request } = parts;
  if (request) return <span className="price price--request">{text}</span>;
  return (
    <span className="price">
      {text}
      {unit && <span className="price__unit"> {unit}</span>}
    </span>
  );
}
