import type { Metadata } from 'next';
import { getSite } from '@/lib/catalogue/data';
import { getRoutes, getMenuPage } from '@/lib/catalogue/routing/site-routes';
import { alternatesFor } from '@/lib/catalogue/routing/navigation';
import { menuPageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { HomeBanner } from '@/components/home/home-banner';
import { ModuleGrid } from '@/components/modules/module-grid';
import { agencyJsonLd } from '@/lib/catalogue/seo/site-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { getLang } from '@/lib/catalogue/routing/lang';

function homePage() {
  const home = getRoutes().menu.find((page) => page.kind === 'home');
  return home ? getMenuPage(home.id) : undefined;
}

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const lang = await getLang(params);
  const page = homePage();
  const alternates = alternatesFor({ kind: 'home' });
  return page ? menuPageMetadata(lang, page, alternates) : {};
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = await getLang(params);
  const page = homePage();
  const alternates = alternatesFor({ kind: 'home' });
  const site = getSite();
  const agency = agencyJsonLd(site, lang, new URL(alternates[lang], site.url).href);
  return (
    <SiteShell lang={lang} alternates={alternates} active={page?.id} isHome>
      <JsonLd data={agency} />
      <HomeBanner lang={lang} />
      {page && <ModuleGrid lang={lang} page={page} />}
    </SiteShell>
  );
}
