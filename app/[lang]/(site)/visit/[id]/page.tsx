import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getProperty, getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getDb } from '@/lib/platform/db/client';
import { detailRoute } from '@/lib/catalogue/routing/detail-pages';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { visitSlotsPath } from '@/lib/catalogue/routing/app-paths';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { takesVisits, visitChoice } from '@/lib/visitor/visits/choices';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { FormSection } from '@/components/forms/form-section';
import { VisitBookingForm } from '@/components/forms/visit-booking-form';

type Props = PageProps<'/[lang]/visit/[id]'>;

const route = detailRoute(getProperty, hrefForProperty);

/** The same page in the other languages that have the property. */
function visitAlternates(detailAlternates: Record<Lang, string>, id: number): Record<Lang, string> {
  return Object.fromEntries(Object.keys(detailAlternates).map((lang) => [lang, visitSlotsPath(lang as Lang, id)])) as Record<Lang, string>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, record: property, alternates } = await route.load(params);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.contact-appointment' });
  return pageMetadata({
    lang,
    title: `${t('slots.page', { title: property.title })} | ${getSite().name}`,
    description: t('intro'),
    alternates: visitAlternates(alternates, property.id),
    noIndex: true,
  });
}

/**
 * A property's visit request with its free slots, for a visitor without JavaScript (the detail page's
 * visit form links here; docs/decisions/0042, amendment 2): the slots read from the database on each
 * request, so the page is rendered per request and private (lib/catalogue/routing/cache-policy.ts), and the form
 * posts here as a plain form. A property that takes no visit requests goes to its detail page.
 */
export default async function VisitPage({ params }: Props) {
  await connection();
  const { lang, record: property, canonical, alternates } = await route.load(params);
  if (!takesVisits(lang, property.id)) redirect(canonical);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.contact-appointment' });
  const choice = await visitChoice(await getDb(), lang, property.id);
  const bands = getSite().timeSlots.map((slot) => ({ value: `${slot.from}-${slot.to}`, label: `${slot.from} – ${slot.to}` }));
  return (
    <SiteShell lang={lang} alternates={visitAlternates(alternates, property.id)}>
      <PageHead title={property.title} compact subtitle={`${property.typeDescription} · ${property.address.city}`} />
      <div className="container visit-page">
        <p>
          <a href={canonical}>{t('slots.back')}</a>
        </p>
        {choice.full ? (
          <p className="form-fold__full" role="status">
            {t('full')}
          </p>
        ) : (
          <FormSection form="contact-appointment" lang={lang} page={visitSlotsPath(lang, property.id)}>
            {(shell) => <VisitBookingForm propertyId={property.id} choice={choice} bands={bands} fullText={t('full')} {...shell} />}
          </FormSection>
        )}
      </div>
    </SiteShell>
  );
}
