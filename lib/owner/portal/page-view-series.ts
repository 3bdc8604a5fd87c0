/** The page-views chart's series with its title and summary, in the owner area's language. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ownerLang } from '@/lib/platform/i18n/owner-lang';

export interface PageViewSeries {
  days: { day: string; count: number }[];
  title: string;
  summary: string;
}

export async function pageViewSeries(lang: string, days: { day: string; count: number }[]): Promise<PageViewSeries> {
  const t = await getTranslations({ locale: ownerLang(lang), namespace: 'Owner.stats' });
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(0, ...days.map((d) => d.count));
  return { days, title: t('chartTitle', { days: days.length }), summary: t('chartSummary', { total, max, days: days.length }) };
}
