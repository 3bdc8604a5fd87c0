import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import { listingSearchParams, type ListingQuery } from '@/lib/catalogue/listing/query';

/** "Page X of Y" with previous/next and nearby page links; every link is a plain, crawlable URL. */
export async function Pagination({
  lang,
  action,
  query,
  page,
  pageCount,
}: {
  lang: Lang;
  action: string;
  query: ListingQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const href = (n: number) => {
    const search = listingSearchParams(query, { page: n }).toString();
    return search ? `${action}?${search}` : action;
  };
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <p className="pagination__status">{t('pageOf', { page, pages: pageCount })}</p>
      <ul>
        {page > 1 && (
          <li>
            <IntentLink href={href(page - 1)} rel="prev">
              {t('previous')}
            </IntentLink>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && n - pages[i - 1]! > 1 && <span aria-hidden="true">…</span>}
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <IntentLink href={href(n)} aria-label={t('goToPage', { page: n })}>
                {n}
              </IntentLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <IntentLink href={href(page + 1)} rel="next">
              {t('next')}
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
