import type { CSSProperties, ReactNode } from 'react';
import { Photo } from '@/components/ui/photo';
import type { Lang, MenuPage, Module } from '@/lib/catalogue/data';
import { localize } from '@/lib/catalogue/data';
import { ArticleModule } from './article-module';
import { CategoryModule } from './category-module';
import { ContactModule } from './contact-module';
import { PropertyListModule } from './property-list-module';
import { TestimonialsModule } from './testimonials-module';
import { UnknownModule } from './unknown-module';
import type { ModuleProps } from './module-props';

const VIEWS: Record<string, (props: ModuleProps) => ReactNode | Promise<ReactNode>> = {
  article: ArticleModule,
  'property-list': PropertyListModule,
  category: CategoryModule,
  contact: ContactModule,
  testimonials: TestimonialsModule,
};

function background(mod: Module): CSSProperties | undefined {
  if (mod.backgroundType === 'color' && mod.colorBackground) return { backgroundColor: mod.colorBackground };
  return undefined;
}

/**
 * A page's modules laid out in rows (position = contentRow), each module as wide as its
 * col sm/md/lg on a 12-column grid, sorted by `sort`. An unknown view renders "View not found"
 * in its place and the rest of the page still renders.
 */
export function ModuleGrid({ lang, page }: { lang: Lang; page: MenuPage }) {
  const rows = new Map<number, Module[]>();
  for (const mod of page.modules) rows.set(mod.position, [...(rows.get(mod.position) ?? []), mod]);
  const ordered = [...rows.entries()].sort(([a], [b]) => a - b);
  return (
    <div className="modules">
      {ordered.map(([position, modules]) => (
        <div key={position} className="container grid-12 module-row">
          {modules
            .sort((a, b) => a.sort - b.sort)
            .map((mod) => {
              const View = VIEWS[mod.view] ?? UnknownModule;
              const title = localize(mod.title, lang);
              const description = localize(mod.description, lang);
              // Always an h2 in the outline (after the page's h1); titleSize only sets how big it looks.
              const size = mod.titleSize ?? 'h2';
              return (
                <section
                  key={mod.id}
                  className={`module module--${mod.view} module--bg-${mod.backgroundType} col-sm-${mod.col.sm} col-md-${mod.col.md} col-lg-${mod.col.lg} ${mod.class ?? ''}`}
                  style={background(mod)}
                  aria-labelledby={title ? `module-${mod.id}` : undefined}
                >
                  {mod.backgroundType === 'image' && mod.image && (
                    <Photo src={mod.image} alt="" fill sizes="(max-width: 767px) 100vw, 50vw" className="module__bg-image" quality={70} />
                  )}
                  <div className="module__content">
                    {title && (
                      <h2 id={`module-${mod.id}`} className={`module__title module__title--${size}`}>
                        {title}
                      </h2>
                    )}
                    {description && <p className="module__description">{description}</p>}
                    <View lang={lang} mod={mod} page={page} itemHeading={title ? 'h3' : 'h2'} />
                  </div>
                  {mod.backgroundType === 'gallery' && mod.images?.length ? (
                    <ul className="module__gallery">
                      {mod.images.map((src) => (
                        <li key={src}>
                          <Photo src={src} alt="" width={400} height={267} sizes="(max-width: 767px) 50vw, 25vw" quality={70} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              );
            })}
        </div>
      ))}
    </div>
  );
}
