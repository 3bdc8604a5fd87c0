import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';

type SearchParams = Record<string, string | string[] | undefined>;

function searchString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Detail pages (properties, projects) are reached by the proxy under an internal path carrying the
 * requested slug. Any path that names the record but not by its canonical URL redirects there, query
 * kept: the neutral /{kind}/{id}/ (no slug) with 307 like every neutral route, an outdated slug with 308.
 */
export async function redirectToCanonical(
  lang: Lang,
  id: string,
  slug: string[] | undefined,
  canonical: string,
  searchParams: Promise<SearchParams>,
): Promise<void> {
  const requested = slug?.length ? `/${lang}/${slug.map(encodeURIComponent).join('/')}/${id}/` : null;
  if (requested === canonical) return;
  const target = `${canonical}${searchString(await searchParams)}`;
  if (!slug?.length) redirect(target);
  permanentRedirect(target);
}

/** The same record in every enabled language that has it, for the switcher and hreflang. */
export function detailAlternates<T>(find: (lang: Lang) => T | undefined, hrefFor: (lang: Lang, record: T) => string): Record<Lang, string> {
  const out = {} as Record<Lang, string>;
  for (const lang of getSite().languages) {
    const record = find(lang);
    if (record) out[lang] = hrefFor(lang, record);
  }
  return out;
}
