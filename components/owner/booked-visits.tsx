import { getTranslations } from 'next-intl/server';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { formatDateTime } from '@/lib/catalogue/format/number';
import { bookedVisitOrder } from '@/lib/owner/portal/booked-visits';
import type { OwnerVisit, OwnerVisitStatus } from '@/lib/visitor/visits/owner-view';

const STATUS_KEY = { booked: 'booked', cancelled: 'cancelled', 'took-place': 'tookPlace' } as const satisfies Record<
  OwnerVisitStatus,
  string
>;

/**
 * The visits booked in the agency's slots for one property: when (Brussels), how long, the open day's
 * label, and the status. The rows carry no visitor's detail at all (`ownerVisits`, docs/decisions/0042);
 * the page has passed the owner gate for this property.
 */
export async function BookedVisits({ lang, visits, now }: { lang: OwnerLang; visits: OwnerVisit[]; now: Date }) {
  const t = await getTranslations({ locale: lang, namespace: 'Owner.stats' });
  const rows = bookedVisitOrder(visits, now);
  return (
    // Not a named landmark itself: its table's scrolling region is, under the same name.
    <section className="owner-card">
      <h2 id="stats-booked">{t('booked')}</h2>
      <p className="owner-note">{t('bookedIntro')}</p>
      {rows.length ? (
        <div className="owner-table-wrap" tabIndex={0} role="region" aria-labelledby="stats-booked">
          <table className="owner-table">
            <thead>
              <tr>
                <th scope="col">{t('bookedWhen')}</th>
                <th scope="col">{t('bookedLength')}</th>
                <th scope="col">{t('bookedKind')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((visit, index) => (
                // A slot may hold several bookings with the same dates and status: the position tells them apart.
                <tr key={`${visit.slotId}-${index}`}>
                  <td>{formatDateTime(visit.startsAt, lang)}</td>
                  <td>{t('bookedMinutes', { minutes: visit.minutes })}</td>
                  <td>{visit.label ?? t('bookedPrivate')}</td>
                  <td>
                    <span className={`owner-status owner-status--${visit.status}`}>{t(`bookingStatus.${STATUS_KEY[visit.status]}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('bookedNone')}</p>
      )}
    </section>
  );
}
