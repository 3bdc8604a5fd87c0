import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import { cutDescription } from '@/lib/catalogue/format/text';

/**
 * The description, cut at 250 characters (docs/product.md section 9) with "read more". Without any JavaScript:
 * "read more" links to the full text, which CSS shows when it is the URL's target (:target) and then
 * hides the cut version and the link. Focus follows the link to the full text.
 */
export async function PropertyDescription({ lang, text }: { lang: Lang; text: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const cut = cutDescription(text);
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <section className="property-description" aria-labelledby="property-description-title">
      <h2 id="property-description-title">{t('descriptionTitle')}</h2>
      {cut.cut ? (
        <>
          <p className="property-description__short">{cut.text}</p>
          <div className="property-description__full" id="description-full" tabIndex={-1}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <a href="#description-full" className="property-description__more">
            {t('readMore')}
          </a>
        </>
      ) : (
        paragraphs.map((p, i) => <p key={i}>{p}</p>)
      )}
    </section>
  );
}
