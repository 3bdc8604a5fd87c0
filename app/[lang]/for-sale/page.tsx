import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data';
import { alternatesFor } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingPage } from '@/components/listing/listing-page';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-sale'>): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  return pageMetadata({
    lang,
    title: `${t('saleTitle')} | ${getSite().name}`,
    description: t('saleDescription'),
    alternates: alternatesFor({ kind: 'app', original: '/for-sale/' }),
  });
}

export default async function ForSalePage({ params }: PageProps<'/[lang]/for-sale'>) {
  return <ListingPage lang={(await params).lang as Lang} goal="sale" />;
}
