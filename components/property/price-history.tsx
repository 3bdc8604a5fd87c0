import { getTranslations } from 'next-intl/server';
import { getStore, type Lang, type Property } from '@/lib/catalogue/data';
import { formatDay, formatPercent } from '@/lib/catalogue/format/number';
import { formatEuro } from '@/lib/catalogue/format/price';
import { isOffMarket } from '@/lib/catalogue/property/display';

/**
 * The prices the site has shown for a property, with the day each appeared, and since when it is on offer
 * (the catalogue's history, lib/catalogue/data/history.ts): what a buyer asks before "is this still a good deal?".
 * The history began after many records were created, so the record's own creation date stands where it
 * is earlier than what the history saw first; a price seen first after that day may have been another
 * before it ("… or earlier"). Nothing for a sold or rented property (its prices are no longer the public's).
 */
export async function PriceHistory({ lang, property }: { lang: Lang; property: Property }) {
  if (isOffMarket(property)) return null;
  const history = getStore().history.properties.get(property.id);
  const since = earliest(property.createdAt, history?.since ?? null);
  if (!since && !history) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const prices = history?.prices ?? [];
  const rows = prices.map((entry, index) => {
    const before = prices[index - 1]?.price;
    // One decimal: "−8,2 %" says what a buyer needs; two suggest a precision the asking price does not have.
    const change = entry.price !== null && before ? Math.round(((entry.price - before) / before) * 1000) / 10 : null;
    const day = formatDay(entry.at, lang);
    return {
      at: entry.at,
      day:
        index === 0 && (history?.since === null || (since !== null && Date.parse(since) < Date.parse(entry.at)))
          ? t('onSiteBefore', { date: day })
          : day,
      price: formatEuro(entry.price) ?? t('priceOnRequest'),
      change: change === null ? '' : `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatPercent(Math.abs(change), lang)}`,
    };
  });
  return (
    <section className="property-section price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t('priceHistoryTitle')}</h2>
      {since && <p>{t('onSiteSince', { date: formatDay(since, lang) })}</p>}
      {rows.length > 1 && (
        <table className="price-history__table">
          <caption className="visually-hidden">{t('priceHistoryCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceHistoryDate')}</th>
              <th scope="col">{t('priceHistoryPrice')}</th>
              <th scope="col">{t('priceHistoryChange')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.at}>
                <td>
                  <time dateTime={row.at}>{row.day}</time>
                </td>
                <td>{row.price}</td>
                <td>{row.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The earlier of two moments, skipping what is missing or unreadable. */
function earliest(...moments: (string | null)[]): string | null {
  const readable = moments.filter((moment): moment is string => moment !== null && Number.isFinite(Date.parse(moment)));
  return readable.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}
