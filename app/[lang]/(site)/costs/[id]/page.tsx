import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getProperty, getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { formValues } from '@/lib/catalogue/costs/panel';
import { detailRoute } from '@/lib/catalogue/routing/detail-pages';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { CostPanel, costPagePath, hasCostPanel } from '@/components/property/cost-panel';

interface Props {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const route = detailRoute(getProperty, hrefForProperty);

/** The same page in the other languages that have the property. */
function costAlternates(detailAlternates: Record<Lang, string>, id: number): Record<Lang, string> {
  return Object.fromEntries(Object.keys(detailAlternates).map((lang) => [lang, costPagePath(lang as Lang, id)])) as Record<Lang, string>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, record: property, alternates } = await route.load(params);
  const t = await getTranslations({ locale: lang, namespace: 'Costs' });
  return pageMetadata({
    lang,
    title: `${t('pageTitle', { title: property.title })} | ${getSite().name}`,
    description: t('title'),
    alternates: costAlternates(alternates, property.id),
    noIndex: true,
  });
}

/**
 * A sale's costs recomputed from the cost panel's form without JavaScript (issue 41, docs/decisions/0039):
 * the panel with what the visitor typed kept and what could not be read reported, and the way back to the
 * property. Rendered per request (it reads the query) and private (lib/catalogue/routing/cache-policy.ts), so the
 * detail page stays one cached page per language. A property without the panel goes to its detail page.
 */
export default async function CostPage({ params, searchParams }: Props) {
  const { lang, record: property, canonical, alternates } = await route.load(params);
  if (!hasCostPanel(property)) redirect(canonical);
  const t = await getTranslations({ locale: lang, namespace: 'Costs' });
  const values = formValues(await searchParams);
  return (
    <SiteShell lang={lang} alternates={costAlternates(alternates, property.id)}>
      <PageHead title={property.title} compact subtitle={`${property.typeDescription} · ${property.address.city}`} />
      <div className="container cost-page">
        <p>
          <a href={`${canonical}#costs`}>{t('backToProperty')}</a>
        </p>
        <CostPanel lang={lang} property={property} values={values} />
      </div>
    </SiteShell>
  );
}
