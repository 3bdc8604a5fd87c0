import { getTranslations } from 'next-intl/server';
import type { Lang, Property } from '@/lib/catalogue/data';
import type { PropertyDocument } from '@/lib/catalogue/property/detail';
import { Icon } from '@/components/ui/icon';
import { FormSection } from '@/components/forms/form-section';
import { DocumentsIsland } from '@/components/forms/page-form-islands';

/**
 * The property's documents by name. They are not linked: the agency sends them by e-mail on request
 * (docs/product.md section 4, "Document request"): the form below answers in place and the mail carries them.
 */
export async function PropertyDocuments({
  lang,
  documents,
  property,
  page,
  unfolded,
}: {
  lang: Lang;
  documents: PropertyDocument[];
  property: Property;
  page: string;
  /** The request form shown open (the page its fold links to without JavaScript). */
  unfolded?: boolean;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  return (
    <section className="property-documents" aria-labelledby="property-documents-title">
      <h2 id="property-documents-title">{t('documentsTitle')}</h2>
      {documents.length ? (
        <>
          <ul className="property-documents__list">
            {documents.map((doc) => (
              <li key={doc.id}>
                <Icon name="document" size={18} /> {doc.name}
              </li>
            ))}
          </ul>
          <FormSection
            deferred
            form="documents"
            lang={lang}
            page={page}
            headingLevel={3}
            summary={t('requestDocuments')}
            unfolded={unfolded}
          >
            {(shell) => <DocumentsIsland propertyId={property.id} {...shell} />}
          </FormSection>
        </>
      ) : (
        <p>{t('noDocuments')}</p>
      )}
    </section>
  );
}
