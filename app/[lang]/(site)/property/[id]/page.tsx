import type { Metadata } from 'next';
import { PropertyDetailPage, propertyMetadata } from './property-page';

type Props = PageProps<'/[lang]/property/[id]'>;

// Generated on the first request for each ID and language, then served from the cache until the next
// deployment (docs/decisions/0022); reading the request here would be a build error, not a slow page.
export const dynamic = 'error';
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return propertyMetadata(params);
}

export default function PropertyPage({ params }: Props) {
  return <PropertyDetailPage params={params} />;
}
