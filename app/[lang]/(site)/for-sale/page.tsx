import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/listing/listing-page';
import { getLang } from '@/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-sale'>): Promise<Metadata> {
  return listingMetadata(await getLang(params), 'sale');
}

export default async function ForSalePage({ params, searchParams }: PageProps<'/[lang]/for-sale'>) {
  return <ListingPage lang={await getLang(params)} goal="sale" searchParams={await searchParams} />;
}
