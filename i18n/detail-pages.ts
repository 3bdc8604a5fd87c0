import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { getLang } from './routing';

type SearchParams = Record<string, string | string[] | undefined>;

interface DetailParams {
  lang: string;
  id: string;
  slug?: string[];
}

function searchString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  const text = query.toString();
  return text ? `?${text}` : '';
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
 * The shape both detail pages share (properties, projects). The proxy reaches them under an internal
 * path carrying the requested slug and has already answered unknown IDs with the localized 404
 * (`notFound()` here only guards direct renders). `load` serves `generateMetadata`; `loadCanonical`
 * serves the page and first redirects any path that names the record but not by its canonical URL,
 * query kept: the neutral /{kind}/{id}/ (no slug) with 307 like every neutral route, an outdated slug
 * with 308.
 */
export function detailRoute<T>(find: (lang: Lang, id: number) => T | undefined, hrefFor: (lang: Lang, record: T) => string) {
  async function load(params: Promise<DetailParams>): Promise<DetailContext<T> & { params: DetailParams }> {
    const lang = await getLang(params);
    const resolved = await params;
    const record = /^\d{1,9}$/.test(resolved.id) ? find(lang, Number(resolved.id)) : undefined;
    if (record === undefined) notFound();
    const alternates = {} as Record<Lang, string>;
    for (const other of getSite().languages) {
      const translated = find(other, Number(resolved.id));
      if (translated !== undefined) alternates[other] = hrefFor(other, translated);
    }
    return { lang, record, canonical: hrefFor(lang, record), alternates, params: resolved };
  }

  return {
    load,
    async loadCanonical(params: Promise<DetailParams>, searchParams: Promise<SearchParams>): Promise<DetailContext<T>> {
      const { params: { id, slug }, ...context } = await load(params);
      const requested = slug?.length ? `/${context.lang}/${slug.map(encodeURIComponent).join('/')}/${id}/` : null;
      if (requested !== context.canonical) {
        const target = `${context.canonical}${searchString(await searchParams)}`;
        if (!slug?.length) redirect(target);
        permanentRedirect(target);
      }
      return context;
    },
  };
}
