import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isFoldedPropertyForm } from '@/lib/catalogue/property/folds';
import { PropertyDetailPage, propertyMetadata } from '../property-page';

type Props = PageProps<'/[lang]/property/[id]/[form]'>;

/**
 * The detail page with one folded form open: where a fold links without JavaScript (`?form=<id>`,
 * rewritten here by the proxy; lib/catalogue/property/folds.ts). Cached like the page itself, one per form.
 */
export const dynamic = 'error';
export function generateStaticParams() {
  return [];
}

async function formOf(params: Props['params']) {
  const { form } = await params;
  if (!isFoldedPropertyForm(form)) notFound();
  return form;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return propertyMetadata(params, await formOf(params));
}

export default async function UnfoldedPropertyPage({ params }: Props) {
  return <PropertyDetailPage params={params} unfolded={await formOf(params)} />;
}
