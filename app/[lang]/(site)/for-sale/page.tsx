import type { Metadata } from 'next';
import type { Lang } from '@/lib/data';
import { ListingPage, listingMetadata } from '@/components/listing/listing-page';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-sale'>): Promise<Metadata> {
  return listingMetadata((await params).lang as Lang, 'sale');
}

export default async function ForSalePage({ params, searchParams }: PageProps<'/[lang]/for-sale'>) {
  return <ListingPage lang={(await params).lang as Lang} goal="sale" searchParams={await searchParams} />;
}
