import { getTranslations } from 'next-intl/server';
import { getSite, type Property } from '@/lib/catalogue/data';
import { getRentalCosts } from '@/lib/catalogue/property/detail';
import { visitSlotsPath } from '@/lib/catalogue/routing/app-paths';
import type { FoldedPropertyForm } from '@/lib/catalogue/property/folds';
import { isOffMarket } from '@/lib/catalogue/property/display';
import type { Lang } from '@/lib/catalogue/data/types';
import { signingAmounts } from '@/lib/catalogue/property/rental';
import { FormSection } from '@/components/forms/form-section';
import { AppointmentIsland, ContactMeIsland, FriendIsland, OfferIsland, RentalIsland } from '@/components/forms/page-form-islands';

/**
 * The detail page's forms (docs/product.md section 1): more info open, the others each behind its summary so
 * the page stays short; a visit request only while the property is on offer and appointments are not
 * full, an offer for a sale, an application for a rent. A folded form opens itself when it answers;
 * `unfolded` is the one shown open (the page a fold links to without JavaScript).
 */
export async function PropertyForms({
  lang,
  property,
  page,
  unfolded,
}: {
  lang: Lang;
  property: Property;
  page: string;
  unfolded?: FoldedPropertyForm;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Forms' });
  const available = !isOffMarket(property);
  const slots = getSite().timeSlots.map((slot) => ({ value: `${slot.from}-${slot.to}`, label: `${slot.from} – ${slot.to}` }));
  return (
    <div className="property-forms">
      <FormSection deferred form="contact-me" lang={lang} page={page} headingLevel={3}>
        {(shell) => <ContactMeIsland propertyId={property.id} {...shell} />}
      </FormSection>
      {available &&
        (property.appointmentsFull ? (
          <details className="form-fold">
            <summary className="form-fold__summary">{t('contact-appointment.title')}</summary>
            <p className="form-fold__full" role="status">
              {t('contact-appointment.full')}
            </p>
          </details>
        ) : (
          <FormSection
            deferred
            form="contact-appointment"
            lang={lang}
            page={page}
            headingLevel={3}
            summary={t('contact-appointment.title')}
            unfolded={unfolded === 'contact-appointment'}
          >
            {(shell) => (
              <AppointmentIsland
                propertyId={property.id}
                slots={slots}
                slotsLink={{ href: visitSlotsPath(lang, property.id), label: t('contact-appointment.slots.noJs') }}
                fullText={t('contact-appointment.full')}
                {...shell}
              />
            )}
          </FormSection>
        ))}
      {available && property.goal === 'sale' && (
        <FormSection
          deferred
          form="purchase-offer"
          lang={lang}
          page={page}
          headingLevel={3}
          summary={t('purchase-offer.title')}
          unfolded={unfolded === 'purchase-offer'}
        >
          {(shell) => <OfferIsland propertyId={property.id} {...shell} />}
        </FormSection>
      )}
      {available && property.goal === 'rent' && (
        <FormSection
          deferred
          form="rental-application"
          lang={lang}
          page={page}
          headingLevel={3}
          summary={t('rental-application.title')}
          unfolded={unfolded === 'rental-application'}
        >
          {(shell) => (
            <RentalIsland propertyId={property.id} amounts={signingAmounts(getRentalCosts(property), t('amountToConfirm'))} {...shell} />
          )}
        </FormSection>
      )}
      <FormSection
        deferred
        form="send-to-friend"
        lang={lang}
        page={page}
        headingLevel={3}
        summary={t('send-to-friend.title')}
        unfolded={unfolded === 'send-to-friend'}
      >
        {(shell) => <FriendIsland propertyId={property.id} {...shell} />}
      </FormSection>
    </div>
  );
}
