import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OwnerShell } from '@/components/owner/owner-shell';
import { ownerPageOrUnavailable } from '@/components/owner/owner-unavailable';
import { PageViewsPeriod } from '@/components/owner/page-views-period';
import { BookedVisits } from '@/components/owner/booked-visits';
import { getSite } from '@/lib/catalogue/data';
import { getOnlineMedia } from '@/lib/catalogue/property/detail';
import { getDb } from '@/lib/platform/db/client';
import {
  calendarVisits,
  communications,
  COMMUNICATION_FORMS,
  dailyPageViews,
  history,
  pageViewCounts,
  type HistoryRow,
} from '@/lib/platform/dal/owner-stats';
import { ownerPropertyIds, requireOwnedProperty } from '@/lib/owner/auth/owner';
import { ownerAlternates, ownerPageLang } from '@/lib/owner/portal/pages';
import { portalProperty } from '@/lib/owner/portal/properties';
import { pageViewSeries } from '@/lib/owner/portal/page-view-series';
import { PAGE_VIEW_PERIODS, pageViewPeriod, type PageViewPeriod } from '@/lib/owner/portal/periods';
import { formatDate, formatDateTime, formatNumber } from '@/lib/catalogue/format/number';
import { HISTORY_COLUMNS, historyTable, slotText } from '@/lib/owner/portal/history';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { ownerVisits } from '@/lib/visitor/visits/owner-view';

export async function generateMetadata({ params }: PageProps<'/[lang]/portal/[id]'>): Promise<Metadata> {
  const lang = await ownerPageLang(params);
  const { id } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'Owner' });
  const property = portalProperty(lang, Number(id));
  return {
    title: `${t('stats.title', { property: property.title ?? t('portal.unknownProperty', { id }) })} | ${getSite().name}`,
    // Not indexed (noindex), but what a browser's history or a shared link shows.
    description: t('portal.intro'),
  };
}

/** The forms sent about a property: the history's filter. */
const HISTORY_TYPES = ['contact-appointment', ...COMMUNICATION_FORMS] as const;

/** The page, or "unavailable" when the database cannot be read (components/owner/owner-unavailable.tsx). */
export default async function PropertyStatsPage(props: PageProps<'/[lang]/portal/[id]'>) {
  const lang = await ownerPageLang(props.params);
  const { id } = await props.params;
  return ownerPageOrUnavailable(lang, ownerAlternates('portal', /^\d{1,9}$/.test(id) ? Number(id) : undefined), () => PropertyStats(props));
}

/** One property's statistics and history, for its owner only (a 404 for anyone else). */
async function PropertyStats({ params, searchParams }: PageProps<'/[lang]/portal/[id]'>) {
  const lang = await ownerPageLang(params);
  const { id: idParam } = await params;
  const owner = await requireOwnedProperty(lang, idParam);
  const id = Number(idParam);
  const query = await searchParams;
  const type = typeof query.type === 'string' && (HISTORY_TYPES as readonly string[]).includes(query.type) ? query.type : null;
  const period = pageViewPeriod(query.days);
  const requestedPage = typeof query.page === 'string' && /^\d{1,6}$/.test(query.page) ? Number(query.page) : 1;

  const db = await getDb();
  const now = new Date();
  const [counts, days, communication, visits, booked, page, ids] = await Promise.all([
    pageViewCounts(db, id),
    dailyPageViews(db, id, period),
    communications(db, id),
    calendarVisits(db, id),
    ownerVisits(db, [id], now),
    history(db, id, { page: requestedPage, type, now }),
    ownerPropertyIds(owner),
  ]);
  const media = getOnlineMedia(id);
  const property = portalProperty(lang, id);
  const t = await getTranslations({ locale: lang, namespace: 'Owner' });
  // The history's words, times and amounts, as its CSV download writes them (lib/owner/portal/history.ts).
  const historyCells = historyTable(lang);
  const formName = historyCells.typeName;
  const series = await pageViewSeries(lang, days);
  const name = property.title ?? t('portal.unknownProperty', { id });
  const base = ownerPath(lang, 'portal', id);
  const pageHref = (n: number) => `${base}?${new URLSearchParams({ ...(type ? { type } : {}), page: String(n) })}#history`;
  const periodHrefs = Object.fromEntries(
    PAGE_VIEW_PERIODS.map((value) => [value, value === 30 ? `${base}#page-views` : `${base}?days=${value}#page-views`]),
  ) as Record<PageViewPeriod, string>;
  const tile = (label: string, value: number) => (
    <div className="owner-tile">
      <dt>{label}</dt>
      <dd>{formatNumber(value, lang)}</dd>
    </div>
  );

  return (
    <OwnerShell lang={lang} alternates={ownerAlternates('portal', id)}>
      {ids.length > 1 && (
        <p className="owner-back">
          <Link href={ownerPath(lang, 'portal')}>{t('portal.allProperties')}</Link>
        </p>
      )}
      <h1>{t('stats.title', { property: name })}</h1>
      <p className="owner-card__intro">
        {t('portal.reference', { id })}
        {property.city && ` · ${property.city}`}
        {' · '}
        {property.href ? <a href={property.href}>{t('stats.publicPage')}</a> : t('stats.offline')}
      </p>

      <section className="owner-card" id="page-views" aria-labelledby="stats-page-views">
        <h2 id="stats-page-views">{t('stats.pageViews')}</h2>
        <dl className="owner-tiles">
          {tile(t('stats.today'), counts.today)}
          {tile(t('stats.week'), counts.week)}
          {tile(t('stats.month'), counts.month)}
          {tile(t('stats.total'), counts.total)}
        </dl>
        <PageViewsPeriod
          lang={lang}
          propertyId={id}
          initial={period}
          series={series}
          hrefs={periodHrefs}
          texts={{
            periods: t('stats.periods'),
            labels: Object.fromEntries(PAGE_VIEW_PERIODS.map((value) => [value, t('stats.periodLabel', { days: value })])) as Record<
              PageViewPeriod,
              string
            >,
            day: t('stats.day'),
            count: t('stats.count'),
          }}
        />
        <p className="owner-note">{t('stats.countsNote')}</p>
      </section>

      <div className="owner-columns">
        <section className="owner-card" aria-labelledby="stats-communications">
          <h2 id="stats-communications">{t('stats.communications')}</h2>
          <p className="owner-note">{t('stats.communicationsIntro')}</p>
          <dl className="owner-list">
            {communication.map((c) => (
              <div key={c.form}>
                <dt>{formName(c.form)}</dt>
                <dd>{formatNumber(c.count, lang)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="owner-card" aria-labelledby="stats-media">
          <h2 id="stats-media">{t('stats.media')}</h2>
          {media.length ? (
            <ul className="owner-media">
              {media.map((medium) => (
                <li key={`${medium.name}-${medium.since}`}>
                  {medium.url ? (
                    <a href={medium.url} rel="noopener noreferrer">
                      {medium.name}
                    </a>
                  ) : (
                    medium.name
                  )}{' '}
                  <span className="owner-note">{t('stats.mediaSince', { date: formatDate(medium.since, lang) })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('stats.mediaNone')}</p>
          )}
        </section>
      </div>

      {/* Not a named landmark itself: its table's scrolling region is, under the same name. */}
      <section className="owner-card">
        <h2 id="stats-calendar">{t('stats.calendar')}</h2>
        {visits.length ? (
          <div className="owner-table-wrap" tabIndex={0} role="region" aria-labelledby="stats-calendar">
            <table className="owner-table">
              <thead>
                <tr>
                  <th scope="col">{t('stats.requestedOn')}</th>
                  <th scope="col">{t('stats.slot')}</th>
                  <th scope="col">{t('stats.status')}</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit) => (
                  <tr key={visit.id}>
                    <td>{formatDateTime(visit.createdAt, lang)}</td>
                    <td>{[visit.date && formatDate(visit.date, lang), slotText(visit.slot)].filter(Boolean).join(', ')}</td>
                    <td>
                      <span className={`owner-status owner-status--${visit.status}`}>{t(`stats.visitStatus.${visit.status}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('stats.calendarNone')}</p>
        )}
      </section>

      <BookedVisits lang={lang} visits={booked} now={now} />

      <section className="owner-card">
        <h2 id="history">{t('stats.history')}</h2>
        <p className="owner-note">{t('stats.historyNote')}</p>
        <form method="get" action={base} className="owner-filter">
          <label htmlFor="history-type">{t('stats.filter')}</label>
          <select id="history-type" name="type" defaultValue={type ?? ''} className="form__input">
            <option value="">{t('stats.filterAll')}</option>
            {HISTORY_TYPES.map((form) => (
              <option key={form} value={form}>
                {formName(form)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--outline">
            {t('stats.filterSubmit')}
          </button>
        </form>
        {page.rows.length ? (
          <div className="owner-table-wrap" tabIndex={0} role="region" aria-labelledby="history">
            <table className="owner-table owner-table--history">
              <thead>
                <tr>
                  {HISTORY_COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {historyCells.headings[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row: HistoryRow) => {
                  const cells = historyCells.cells(row);
                  return (
                    <tr key={row.id}>
                      <td>{cells.date}</td>
                      <td>{cells.type}</td>
                      <td>{cells.contact}</td>
                      <td>{cells.subject}</td>
                      <td>{cells.status}</td>
                      <td>{cells.source}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('stats.historyNone')}</p>
        )}
        {page.pages > 1 && (
          <nav className="owner-paging" aria-label={t('stats.history')}>
            {page.page > 1 && <Link href={pageHref(page.page - 1)}>{t('stats.previous')}</Link>}
            <span aria-current="page">{t('stats.page', { page: page.page, pages: page.pages })}</span>
            {page.page < page.pages && <Link href={pageHref(page.page + 1)}>{t('stats.next')}</Link>}
          </nav>
        )}
        <p>
          <a href={`/api/owner/${id}/history/?lang=${lang}`} download>
            {t('stats.download')}
          </a>
        </p>
      </section>
    </OwnerShell>
  );
}
