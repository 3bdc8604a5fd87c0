/** The periods the page-views chart offers, in days; 30 by default (docs/product.md section 9: the last 30 days). */
export const PAGE_VIEW_PERIODS = [30, 90, 365] as const;
export type PageViewPeriod = (typeof PAGE_VIEW_PERIODS)[number];

export const isPageViewPeriod = (value: unknown): value is PageViewPeriod => (PAGE_VIEW_PERIODS as readonly unknown[]).includes(value);

/** `?days=` as the page reads it: one of the periods, else the default. */
export function pageViewPeriod(value: unknown): PageViewPeriod {
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return isPageViewPeriod(days) ? days : 30;
}
