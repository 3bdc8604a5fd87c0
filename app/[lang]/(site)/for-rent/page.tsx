import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/listing/listing-page';
import { getLang } from '@/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-rent'>): Promise<Metadata> {
  return listingMetadata(await getLang(params), 'rent');
}

export default async function ForRentPage({ params, searchParams }: PageProps<'/[lang]/for-rent'>) {
  return <ListingPage lang={await getLang(params)} goal="rent" searchParams={await searchParams} />;
}
