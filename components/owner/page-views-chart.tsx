import { formatDate, formatNumber, NUMBER_LOCALE } from '@/lib/catalogue/format/number';
import type { OwnerLang } from '@/lib/platform/i18n/owner-lang';

const WIDTH = 600;
const HEIGHT = 180;

/**
 * Page views per day as bars (an SVG, no script), with the same numbers as a table beside it for
 * whoever does not see the picture: the chart is one image with a summary, the table holds the days.
 */
export function PageViewsChart({
  lang,
  days,
  texts,
}: {
  lang: OwnerLang;
  days: { day: string; count: number }[];
  texts: { title: string; summary: string; day: string; count: string };
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const step = WIDTH / days.length;
  const short = new Intl.DateTimeFormat(NUMBER_LOCALE[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
  return (
    <div className="page-views-chart">
      <figure className="page-views-chart__figure">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`} role="img" aria-label={texts.summary} className="page-views-chart__svg">
          {days.map((d, i) => {
            const h = Math.round((d.count / max) * HEIGHT);
            return (
              <rect
                key={d.day}
                x={i * step + 2}
                y={HEIGHT - h}
                width={Math.max(1, step - 4)}
                height={h}
                rx={2}
                className="page-views-chart__bar"
              />
            );
          })}
          <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="page-views-chart__axis" />
          <text x={0} y={HEIGHT + 18} className="page-views-chart__label">
            {label(days[0]!.day)}
          </text>
          <text x={WIDTH} y={HEIGHT + 18} textAnchor="end" className="page-views-chart__label">
            {label(days.at(-1)!.day)}
          </text>
        </svg>
        <figcaption className="page-views-chart__caption">{texts.summary}</figcaption>
      </figure>
      <div className="page-views-chart__table" tabIndex={0} role="region" aria-label={texts.title}>
        <table className="owner-table">
          <caption className="visually-hidden">{texts.title}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.day}</th>
              <th scope="col" className="owner-table__number">
                {texts.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day, lang)}</th>
                <td className="owner-table__number">{formatNumber(d.count, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
