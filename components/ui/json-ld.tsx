import { jsonLdText } from '@/lib/catalogue/seo/property-json-ld';

/** schema.org structured data, escaped so no value can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
