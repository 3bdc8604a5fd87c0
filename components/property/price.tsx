import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/data';
import { formatEuro } from '@/lib/format/price';

/** Price per DECISIONS.md: "€ 250.000", "vanaf € 250.000", "/maand" for rent, or "price on request". */
export async function Price({ lang, property }: { lang: Lang; property: Pick<Property, 'price' | 'startingFrom' | 'goal'> }) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const amount = formatEuro(property.price);
  if (!amount) return <span className="price price--request">{t('priceOnRequest')}</span>;
  const text = property.startingFrom ? t('startingFrom', { price: amount }) : amount;
  return (
    <span className="price">
      {text}
      {property.goal === 'rent' && <span className="price__unit"> {t('perMonth')}</span>}
    </span>
  );
}
