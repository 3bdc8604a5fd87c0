import type { Metadata } from 'next';
import { ListingPage, listingMetadata, listingQueryOf } from '@/components/listing/listing-page';
import { getLang } from '@/lib/catalogue/routing/lang';

// Prerendered per language; a query string is a page of its own (./[query]/, docs/decisions/0022).
export const dynamic = 'error';

export async function generateMetadata({ params }: PageProps<'/[lang]/for-rent'>): Promise<Metadata> {
  return listingMetadata(await getLang(params), 'rent');
}

export default async function ForRentPage({ params }: PageProps<'/[lang]/for-rent'>) {
  return <ListingPage lang={await getLang(params)} goal="rent" query={listingQueryOf()} />;
}
