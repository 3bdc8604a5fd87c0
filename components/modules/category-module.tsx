import { Photo } from '@/components/ui/photo';
import { localize } from '@/lib/catalogue/data';
import { getMenuPage } from '@/lib/catalogue/routing/site-routes';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { SmartLink } from '@/components/ui/smart-link';
import type { ModuleProps } from './module-props';

/** The team view of docs/product.md section 9: at most 40 items, 3 per row. */
export const CATEGORY_MAX_ITEMS = 40;
const DEFAULT_PER_ROW = 3;

/** Category: cards for the children of the related menu entry (or of this page). */
export function CategoryModule({ lang, mod, page, itemHeading: Heading }: ModuleProps) {
  const parentId = mod.relations.find((r) => r.type === 'menu')?.id ?? page.id;
  const parent = getMenuPage(parentId);
  const limit = Math.min(mod.maxItems ?? CATEGORY_MAX_ITEMS, CATEGORY_MAX_ITEMS);
  const items = (parent?.children ?? []).filter((child) => child.kind === 'page').slice(0, limit);
  const perRow = mod.numberItemOfRow ?? DEFAULT_PER_ROW;
  return (
    <ul className={`category-grid category-grid--${perRow}`}>
      {items.map((child) => (
        <li key={child.id} className="category-card">
          {child.image && (
            <Photo
              src={child.image}
              alt=""
              width={400}
              height={child.teamMemberId ? 400 : 267}
              sizes="(max-width: 767px) 100vw, 400px"
              quality={70}
            />
          )}
          <div className="category-card__body">
            <Heading className="category-card__title">
              <SmartLink href={hrefForRoute(lang, { kind: 'menu', id: child.id })} className="stretched-link">
                {localize(child.title, lang)}
              </SmartLink>
            </Heading>
            {localize(child.description, lang) && <p>{localize(child.description, lang)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
