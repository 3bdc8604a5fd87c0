'use client';
import { useState, useTransition } from 'react';
import { pageViewsOver } from '@/lib/owner/actions/portal';
import type { PageViewSeries } from '@/lib/owner/portal/page-view-series';
import { PAGE_VIEW_PERIODS, type PageViewPeriod } from '@/lib/owner/portal/periods';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { PageViewsChart } from './page-views-chart';

/**
 * The page-views chart with its period links (30, 90, 365 days). Without JavaScript each is a link to
 * `?days=`; with it, the series comes from a server action and the address follows, and when the
 * action fails the link is followed after all.
 */
export function PageViewsPeriod({
  lang,
  propertyId,
  initial,
  series: initialSeries,
  texts,
  hrefs,
}: {
  lang: OwnerLang;
  propertyId: number;
  initial: PageViewPeriod;
  series: PageViewSeries;
  texts: { periods: string; labels: Record<PageViewPeriod, string>; day: string; count: string };
  hrefs: Record<PageViewPeriod, string>;
}) {
  const [period, setPeriod] = useState(initial);
  const [series, setSeries] = useState(initialSeries);
  const [pending, startTransition] = useTransition();
  return (
    <div aria-busy={pending || undefined}>
      <nav aria-label={texts.periods} className="owner-periods">
        {PAGE_VIEW_PERIODS.map((value) => (
          <a
            key={value}
            href={hrefs[value]}
            aria-current={value === period ? 'true' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              startTransition(async () => {
                try {
                  setSeries(await pageViewsOver(propertyId, value, lang));
                } catch {
                  // The action failed (the database is down, the session ended): the link itself,
                  // whose page says why in the visitor's language.
                  window.location.assign(hrefs[value]);
                  return;
                }
                setPeriod(value);
                window.history.replaceState(null, '', hrefs[value]);
              });
            }}
          >
            {texts.labels[value]}
          </a>
        ))}
      </nav>
      <h3>{series.title}</h3>
      <PageViewsChart
        lang={lang}
        days={series.days}
        texts={{ title: series.title, summary: series.summary, day: texts.day, count: texts.count }}
      />
    </div>
  );
}
