import type { Metadata } from 'next';
import { ListingPage, listingMetadata, listingQueryOf } from '@/components/listing/listing-page';
import { getLang } from '@/lib/catalogue/routing/lang';

// One page per normalized query, which the proxy puts here (lib/catalogue/routing/resolve.ts): rendered on its
// first request, then served from the cache until the next deployment (docs/decisions/0022).
export const dynamic = 'error';
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[lang]/for-sale/[query]'>): Promise<Metadata> {
  return listingMetadata(await getLang(params), 'sale');
}

export default async function FilteredSalePage({ params }: PageProps<'/[lang]/for-sale/[query]'>) {
  const { query } = await params;
  return <ListingPage lang={await getLang(params)} goal="sale" query={listingQueryOf(query)} />;
}
