import { getTranslations } from 'next-intl/server';
import type { Lang, PropertyDocument } from '@/lib/data';
import { Icon } from '@/components/ui/icon';

/**
 * The property's documents by name. They are not linked: the agency sends them by e-mail on request
 * (SPEC.md section 4, "Document request"). Until the request form comes (forms issue), the action is an
 * e-mail to the contact person with the reference in the subject.
 */
export async function PropertyDocuments({
  lang,
  documents,
  propertyId,
  email,
}: {
  lang: Lang;
  documents: PropertyDocument[];
  propertyId: number;
  email: string | null;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const subject = encodeURIComponent(t('requestDocumentsSubject', { id: propertyId }));
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
          <p>{t('documentsIntro')}</p>
          {email && (
            <a className="button button--outline" href={`mailto:${email}?subject=${subject}`}>
              {t('requestDocuments')}
            </a>
          )}
        </>
      ) : (
        <p>{t('noDocuments')}</p>
      )}
    </section>
  );
}
