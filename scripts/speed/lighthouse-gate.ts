/**
 * The Lighthouse budget's verdict (scripts/speed/lighthouse.ts --check; docs/decisions/0023, amendment 7):
 * which minimum each category is held to, given the bare Next page measured in the same run.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseBudget {
  runs: number;
  minimum: Record<Category, number>;
  /**
   * Whether this machine can judge performance: the bare Next page (scripts/bench/bare/, React and
   * Next's runtime with one <h1>) is measured in the same run. Below `barePerformance` the machine
   * itself keeps the framework from scoring, so the pages' performance is held to the bare page's
   * median less `belowBare`, and never less than `floor` (amendment 14).
   */
  machine: { barePerformance: number; floor: number; belowBare: number };
}

export interface Minimums {
  minimum: Record<Category, number>;
  /** True when the bare page scored under `machine.barePerformance`: performance is held to the bare page's score less `belowBare`. */
  machineTooSlow: boolean;
}

/**
 * The minimum per category for the pages of this run. `bare` is the bare page's median performance,
 * or undefined when it was not measured (--no-bare): then the budget's own minimums apply.
 */
export function minimums(budget: LighthouseBudget, bare: number | undefined): Minimums {
  // NaN (no score from any run) is a machine that could not render the bare page: too slow.
  const machineTooSlow = bare !== undefined && !(bare >= budget.machine.barePerformance);
  const minimum = { ...budget.minimum };
  if (machineTooSlow) {
    // As far under the bare page as our pages have ever measured on a slow machine, plus a margin; a
    // bare page with no score (NaN) leaves the floor.
    const besideBare = Number.isFinite(bare) ? bare! - budget.machine.belowBare : -Infinity;
    minimum.performance = Math.min(minimum.performance, Math.max(budget.machine.floor, besideBare));
  }
  return { minimum, machineTooSlow };
}

/** The categories in which a page's medians are below the minimums. */
export function below(scores: Record<Category, number>, minimum: Record<Category, number>): Category[] {
  return CATEGORIES.filter((id) => !(scores[id] >= minimum[id]));
}
