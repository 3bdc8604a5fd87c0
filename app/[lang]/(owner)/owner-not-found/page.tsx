import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OwnerNotFound } from '@/components/owner/owner-not-found';
import { getSite } from '@/lib/data';
import { ownerPageLang } from '@/lib/portal/pages';

export async function generateMetadata({ params }: PageProps<'/[lang]/owner-not-found'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.notFound' });
  return { title: `${t('title')} | ${getSite().name}` };
}

/**
 * A path under the owner area's segments that is none of its pages: the proxy rewrites it here with
 * status 404 (lib/routing/resolve.ts), as it does the public site's to page-not-found.
 */
export default async function OwnerPathNotFound({ params }: PageProps<'/[lang]/owner-not-found'>) {
  return <OwnerNotFound lang={await ownerPageLang(params)} />;
}
