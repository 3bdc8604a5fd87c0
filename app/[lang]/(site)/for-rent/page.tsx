import type { Metadata } from 'next';
import type { Lang } from '@/lib/data';
import { ListingPage, listingMetadata } from '@/components/listing/listing-page';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-rent'>): Promise<Metadata> {
  return listingMetadata((await params).lang as Lang, 'rent');
}

export default async function ForRentPage({ params, searchParams }: PageProps<'/[lang]/for-rent'>) {
  return <ListingPage lang={(await params).lang as Lang} goal="rent" searchParams={await searchParams} />;
}
