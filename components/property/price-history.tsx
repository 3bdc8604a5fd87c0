import { getTranslations } from 'next-intl/server';
import { getStore, type Lang, type Property } from '@/lib/data';
import { formatDay, formatPercent } from '@/lib/format/number';
import { formatEuro } from '@/lib/format/price';
import { isOffMarket } from '@/lib/property/display';

/**
 * The prices the site has shown for a property, with the day each appeared, and the day it first did
 * (the catalogue's history, lib/data/history.ts): what a buyer asks before "is this still a good deal?".
 * Nothing for a property whose history is only "on the site since before the history began", nor for a
 * sold or rented one (its prices are no longer the public's).
 */
export async function PriceHistory({ lang, property }: { lang: Lang; property: Property }) {
  const history = getStore().history.properties.get(property.id);
  if (!history || isOffMarket(property)) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const rows = history.prices.map((entry, index) => {
    const before = history.prices[index - 1]?.price;
    // One decimal: "−8,2 %" says what a buyer needs; two suggest a precision the asking price does not have.
    const change = entry.price !== null && before ? Math.round(((entry.price - before) / before) * 1000) / 10 : null;
    const day = formatDay(entry.at, lang);
    return {
      at: entry.at,
      day: index === 0 && history.since === null ? t('onSiteBefore', { date: day }) : day,
      price: formatEuro(entry.price) ?? t('priceOnRequest'),
      change: change === null ? '' : `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatPercent(Math.abs(change), lang)}`,
    };
  });
  return (
    <section className="property-section price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t('priceHistoryTitle')}</h2>
      {history.since && <p>{t('onSiteSince', { date: formatDay(history.since, lang) })}</p>}
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
