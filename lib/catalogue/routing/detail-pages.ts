import 'server-only';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getLang } from '@/lib/catalogue/routing/lang';

interface DetailParams {
  lang: string;
  id: string;
}

/** A detail page's record in the visitor's language, its canonical URL and the same record in the others. */
export interface DetailContext<T> {
  lang: Lang;
  record: T;
  canonical: string;
  /** The same record in every enabled language that has it, for the switcher and hreflang. */
  alternates: Record<Lang, string>;
}

/**
 * The shape both detail pages share (properties, projects). A detail page is one per record and
 * language, generated on its first request and then served from Next's cache until the next deployment
 * (docs/decisions/0022): it reads nothing from the request. The proxy has already answered unknown IDs
 * with the localized 404 and redirected every other path naming the record to its canonical URL
 * (lib/catalogue/routing/resolve.ts), so `notFound()` here only guards direct renders of the internal path.
 */
export function detailRoute<T>(find: (lang: Lang, id: number) => T | undefined, hrefFor: (lang: Lang, record: T) => string) {
  async function load(params: Promise<DetailParams>): Promise<DetailContext<T>> {
    const lang = await getLang(params);
    const { id } = await params;
    const record = /^\d{1,9}$/.test(id) ? find(lang, Number(id)) : undefined;
    if (record === undefined) notFound();
    const alternates = {} as Record<Lang, string>;
    for (const other of getSite().languages) {
      const translated = find(other, Number(id));
      if (translated !== undefined) alternates[other] = hrefFor(other, translated);
    }
    return { lang, record, canonical: hrefFor(lang, record), alternates };
  }
  return { load };
}
