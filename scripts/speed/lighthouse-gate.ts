/**
 * The Lighthouse gate's verdict (scripts/speed/lighthouse.ts --check; docs/decisions/0031): each gated
 * page's median performance beside the bare Next page's median from the same interleaved rounds, and the
 * other categories against fixed minimums.
 *
 * Why beside the bare page: on a shared machine the absolute scores move by tens of points with the load
 * (the same build scored 74-88 in one CI run and 92-98 in a quiet one). The bare page (scripts/bench/bare/:
 * React and Next's runtime with one <h1>) is measured in the same rounds, so what the machine costs it,
 * it costs the pages too, and a regression of the pages shows as a larger distance to it.
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseBudget {
  /** Interleaved rounds: in each, the bare page, then every gated page once. */
  runs: number;
  /** The page types the gate measures (scripts/speed/production-site.ts names); `npm run lighthouse` reports them all. */
  gate: string[];
  /** A gated page's median performance may be at most this far below the bare page's median. */
  belowBare: number;
  /** The other categories' minimums (taken from each page's first run: they do not move with the load). */
  minimum: Record<Exclude<Category, 'performance'>, number>;
}

export interface PageVerdict {
  /** What failed, one line each; empty when the page passes. */
  failures: string[];
  /** The performance the page was held to: the bare page's median less belowBare. */
  heldTo: number;
}

/**
 * A gated page's verdict. `bare` is the bare page's median performance (NaN when no run of it scored:
 * then nothing can be judged, and that fails too); `performance` the page's median; `scores` its first
 * run's categories.
 */
export function verdict(budget: LighthouseBudget, bare: number, performance: number, scores: Record<Category, number>): PageVerdict {
  const heldTo = bare - budget.belowBare;
  const failures: string[] = [];
  if (!Number.isFinite(bare)) failures.push('performance: the bare Next page scored nothing in this run, so nothing could be compared');
  else if (!(performance >= heldTo)) failures.push(`performance ${Number.isFinite(performance) ? performance : 'n/a'} < ${heldTo} (the bare page's ${bare} less ${budget.belowBare})`);
  for (const id of CATEGORIES)
    if (id !== 'performance' && !(scores[id] >= budget.minimum[id])) failures.push(`${id} ${Number.isFinite(scores[id]) ? scores[id] : 'n/a'} < ${budget.minimum[id]}`);
  return { failures, heldTo };
}
