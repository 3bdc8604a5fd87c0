import { getTranslations } from 'next-intl/server';
import { getProperties } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { PropertyCard } from '@/components/property/property-card';
import { SmartLink } from '@/components/ui/smart-link';
import type { ModuleProps } from './module-props';

/**
 * The newest available properties for a goal (relation goal: sale or rent), with a link to the full list,
 * at most `numberItemOfRow` cards a row (fewer on narrower screens), so that the home's six fill their rows.
 */
export async function PropertyListModule({ lang, mod, itemHeading }: ModuleProps) {
  const t = await getTranslations({ locale: lang, namespace: 'Modules' });
  const goal = mod.relations.find((r) => r.type === 'goal')?.id === 'rent' ? 'rent' : 'sale';
  const items = getProperties(lang)
    .filter((p) => p.goal === goal && !isOffMarket(p))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, mod.maxItems ?? 6);
  return (
    <>
      <ul className={`card-grid${mod.numberItemOfRow ? ` card-grid--${mod.numberItemOfRow}` : ''}`}>
        {items.map((property) => (
          <li key={property.id}>
            <PropertyCard lang={lang} property={property} headingLevel={itemHeading === 'h2' ? 2 : 3} />
          </li>
        ))}
      </ul>
      <p className="module__more">
        <SmartLink href={hrefForRoute(lang, listingRoute(goal))} className="button button--outline">
          {goal === 'sale' ? t('allForSale') : t('allForRent')}
        </SmartLink>
      </p>
    </>
  );
}
