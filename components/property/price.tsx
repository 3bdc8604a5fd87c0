import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/data';
import { formatEuro } from '@/lib/format/price';

type Priced = Pick<Property, 'price' | 'startingFrom' | 'goal'>;

/** The price's texts: "€ 250.000" or "vanaf € 250.000", "/maand" for a rent, or "price on request". */
export async function priceParts(lang: Lang, property: Priced): Promise<{ text: string; unit?: string; request?: boolean }> {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const amount = formatEuro(property.price);
  if (!amount) return { text: t('priceOnRequest'), request: true };
  return { text: property.startingFrom ? t('startingFrom', { price: amount }) : amount, unit: property.goal === 'rent' ? t('perMonth') : undefined };
}

/** Price per DECISIONS.md: "€ 250.000", "vanaf € 250.000", "/maand" for rent, or "price on request". */
export async function Price({ lang, property }: { lang: Lang; property: Priced }) {
  const { text, unit, request } = await priceParts(lang, property);
  if (request) return <span className="price price--request">{text}</span>;
  return (
    <span className="price">
      {text}
      {unit && <span className="price__unit"> {unit}</span>}
    </span>
  );
}
