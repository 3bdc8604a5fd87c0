/** The periods the visits chart offers, in days; 30 by default (docs/product.md section 9: the last 30 days). */
export const VISIT_PERIODS = [30, 90, 365] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export const isVisitPeriod = (value: unknown): value is VisitPeriod => (VISIT_PERIODS as readonly unknown[]).includes(value);

/** `?days=` as the page reads it: one of the periods, else the default. */
export function visitPeriod(value: unknown): VisitPeriod {
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return isVisitPeriod(days) ? days : 30;
}
