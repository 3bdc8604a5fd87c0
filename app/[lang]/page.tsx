import type { Metadata } from 'next';
import { getRoutes, getMenuPage } from '@/lib/data';
import type { Lang } from '@/lib/data';
import { alternatesFor } from '@/i18n/navigation';
import { menuPageMetadata } from '@/lib/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { HomeBanner } from '@/components/home/home-banner';
import { ModuleGrid } from '@/components/modules/module-grid';

function homePage() {
  const home = getRoutes().menu.find((page) => page.kind === 'home');
  return home ? getMenuPage(home.id) : undefined;
}

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const page = homePage();
  const alternates = alternatesFor({ kind: 'home' });
  return page ? menuPageMetadata(lang, page, alternates) : {};
}

export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = (await params).lang as Lang;
  const page = homePage();
  return (
    <SiteShell lang={lang} alternates={alternatesFor({ kind: 'home' })} active={page?.id} isHome>
      <HomeBanner lang={lang} />
      {page && <ModuleGrid lang={lang} page={page} />}
    </SiteShell>
  );
}
