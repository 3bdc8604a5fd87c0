import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localize, type MenuPage } from '@/lib/catalogue/data';
import { getAllMenuPages, getMenuPage, getMenuTrail } from '@/lib/catalogue/routing/site-routes';
import { getLang } from '@/lib/catalogue/routing/lang';
import { alternatesFor, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { menuPageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { ModuleGrid } from '@/components/modules/module-grid';

/** Every published content page of the menu, in every enabled language, is rendered at build time. */
export function generateStaticParams() {
  return getAllMenuPages()
    .filter((page) => page.kind === 'page')
    .map((page) => ({ id: page.id }));
}

export const dynamicParams = false;

function contentPage(id: string): MenuPage {
  const page = getMenuPage(id);
  if (!page || page.kind !== 'page') notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps<'/[lang]/menu/[id]'>): Promise<Metadata> {
  const lang = await getLang(params);
  const { id } = await params;
  return menuPageMetadata(lang, contentPage(id), alternatesFor({ kind: 'menu', id }));
}

export default async function MenuRoute({ params }: PageProps<'/[lang]/menu/[id]'>) {
  const lang = await getLang(params);
  const page = contentPage((await params).id);
  const trail = getMenuTrail(page);
  const crumbs = [...trail.map((p) => ({ name: localize(p.title, lang), href: hrefForRoute(lang, { kind: 'menu', id: p.id }) }))];
  return (
    <SiteShell lang={lang} alternates={alternatesFor({ kind: 'menu', id: page.id })} active={trail[0]?.id}>
      <PageHead
        title={localize(page.title, lang)}
        subtitle={localize(page.banner?.subtitle, lang) || undefined}
        image={page.showPageBanner ? (page.banner?.image ?? page.image) : null}
        breadcrumbs={page.showBreadCrumb ? <Breadcrumbs lang={lang} crumbs={crumbs} /> : undefined}
      />
      <ModuleGrid lang={lang} page={page} />
    </SiteShell>
  );
}
