import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data';
import { alternatesFor } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { ListingPage } from '@/components/listing/listing-page';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-rent'>): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  return pageMetadata({
    lang,
    title: `${t('rentTitle')} | ${getSite().name}`,
    description: t('rentDescription'),
    alternates: alternatesFor({ kind: 'app', original: '/for-rent/' }),
  });
}

export default async function ForRentPage({ params }: PageProps<'/[lang]/for-rent'>) {
  return <ListingPage lang={(await params).lang as Lang} goal="rent" />;
}
