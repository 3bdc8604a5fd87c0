import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import type { UnitSummary } from '@/lib/catalogue/property/project-units';
import { Price } from '@/components/property/price';

/** "vanaf € 135.000 excl. btw" from the cheapest available unit, "price on request", or "sold out". */
export async function ProjectPrice({ lang, summary }: { lang: Lang; summary: UnitSummary }) {
  if (summary.available === 0) {
    const t = await getTranslations({ locale: lang, namespace: 'Project' });
    return <span className="price price--sold-out">{t('soldOut')}</span>;
  }
  const cheapest = summary.cheapest ?? { price: null, goal: 'sale' as const, startingFrom: false, vat: null };
  return <Price lang={lang} property={{ ...cheapest, marquee: { value: 0, name: null, state: 'none' } }} />;
}
