import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Lang, Project, Property } from '@/lib/catalogue/data';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { Price } from '@/components/property/price';

/**
 * A project's units as a price list: one row per unit, its row header linking to the unit's page.
 * Phones get the same table stacked into one card per unit by CSS (no sideways scrolling).
 */
export async function PriceList({ lang, project, units }: { lang: Lang; project: Pick<Project, 'name'>; units: Property[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const property = await getTranslations({ locale: lang, namespace: 'Property' });
  if (!units.length) return <p className="price-list__empty">{t('noUnits')}</p>;
  const unknown = (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('unknown')}</span>
    </>
  );
  const status = (unit: Property) => {
    switch (unit.marquee.state) {
      case 'sold':
        return t('statusSold');
      case 'rented':
        return t('statusRented');
      case 'other':
        return unit.marquee.name ?? t('statusAvailable');
      case 'none':
        return t('statusAvailable');
    }
  };
  return (
    <table className="price-list">
      <caption className="visually-hidden">{t('priceListCaption', { project: project.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colType')}</th>
          <th scope="col">{t('colBedrooms')}</th>
          <th scope="col">{t('colSurface')}</th>
          <th scope="col">{t('colPrice')}</th>
          <th scope="col">{t('colStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => (
          <tr key={unit.id} className={`price-list__row price-list__row--${unit.marquee.state}`}>
            <th scope="row" className="price-list__unit">
              <IntentLink href={hrefForProperty(lang, unit)} className="stretched-link">
                <span className="price-list__type">{unit.typeDescription}</span>{' '}
                <span className="price-list__ref">{property('reference', { id: unit.id })}</span>
              </IntentLink>
            </th>
            <td data-label={t('colBedrooms')}>{unit.bedrooms ?? unknown}</td>
            <td data-label={t('colSurface')}>{unit.livingSurface ? property('surface', { value: unit.livingSurface }) : unknown}</td>
            <td data-label={t('colPrice')} className="price-list__price">
              <Price lang={lang} property={unit} fallback={unknown} />
            </td>
            <td data-label={t('colStatus')}>
              <span className={`unit-status unit-status--${unit.marquee.state}`}>{status(unit)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
