/**
 * The Lighthouse gate's verdict (scripts/speed/lighthouse.ts --check; docs/decisions/0052): each gated
 * page's median performance beside the bare Next page's median from the same interleaved rounds, and the
 * other categories against fixed minimums.
 *
 * Why beside the bare page: on a shared machine the absolute scores move by tens of points with the load
 * (the same build scored 74-88 in one CI run and 92-98 in a quiet one). The bare page (scripts/bench/bare/:
 * React and Next's runtime with one <h1>) is measured in the same rounds, so what the machine costs it,
 * it costs the pages too, and a regression of the pages shows as a larger distance to it.
 */
/** The median of the finite values (NaN when there are none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseBudget {
  /** Interleaved rounds: in each, the bare page, then every gated page once. */
  runs: number;
  /** The page types the gate measures (scripts/speed/production-site.ts names); `npm run lighthouse` reports them all. */
  gate: string[];
  /** A gated page's median performance may be at most this far below the bare page's median. */
  belowBare: number;
  /**
   * The gated pages' mean distance to the bare page may be at most this far below it. A change that
   * costs every page a little (the layout, an island on every page) moves the mean of five medians,
   * which varies far less than one page's median, before any page reaches `belowBare`.
   */
  meanBelowBare: number;
  /**
   * A gated page whose median alone is more than `belowBare` under the bare page's is measured in this
   * many more rounds beside the bare page, and judged on the medians of every round it ran in (`toConfirm`).
   */
  confirmRuns: number;
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
  else if (!(performance >= heldTo))
    failures.push(
      `performance ${Number.isFinite(performance) ? performance : 'n/a'} < ${heldTo} (the bare page's ${bare} less ${budget.belowBare})`,
    );
  for (const id of CATEGORIES)
    if (id !== 'performance' && !(scores[id] >= budget.minimum[id]))
      failures.push(`${id} ${Number.isFinite(scores[id]) ? scores[id] : 'n/a'} < ${budget.minimum[id]}`);
  return { failures, heldTo };
}

/**
 * The gated pages together: the mean of every run of theirs against the mean of the bare page's runs of
 * the same rounds, held to `meanBelowBare`. Means of all runs rather than medians: the bare page's
 * median moves by whole points with one run (its largest paint either waits for its scripts in
 * Lighthouse's simulation or not), and all the pages' distances would move with it. Runs without a
 * score are left out (a page without any is its own verdict's failure).
 */
export function siteVerdict(
  budget: LighthouseBudget,
  bareRuns: number[],
  pageRuns: Record<string, number[]>,
): { failures: string[]; distance: number } {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const scored = (values: number[]) => values.filter((value) => Number.isFinite(value));
  const bare = scored(bareRuns);
  const pages = scored(Object.values(pageRuns).flat());
  if (bare.length === 0 || pages.length === 0) return { failures: [], distance: NaN };
  const distance = mean(pages) - mean(bare);
  const failures =
    distance >= -budget.meanBelowBare
      ? []
      : [
          `the gated pages' runs average ${(-distance).toFixed(1)} points below the bare page's (${mean(pages).toFixed(1)} against ${mean(bare).toFixed(1)}), more than ${budget.meanBelowBare}`,
        ];
  return { failures, distance };
}

/**
 * The gated pages to measure again before the verdict: those whose median performance alone is more than
 * `belowBare` under the bare page's, in the rounds so far (none without `confirmRuns`, or when the bare
 * page scored nothing: that fails as it is). A page's median of five runs still moves by several points
 * from one CI run to the next: in eight CI runs on 2026-11-29 the detail page was 2 to 4 under the bare
 * page six times, 9 and 11 under it twice, the same code. A page that is really too slow stays under in
 * the rounds added; one that met a bad stretch of the machine rejoins its usual distance. The pages
 * together (`siteVerdict`) are judged on the first rounds only, where each of them ran.
 */
export function toConfirm(budget: LighthouseBudget, bareRuns: number[], pageRuns: Record<string, number[]>): string[] {
  const bare = median(bareRuns);
  if (!(budget.confirmRuns > 0) || !Number.isFinite(bare)) return [];
  return Object.entries(pageRuns)
    .filter(([, runs]) => !(median(runs) >= bare - budget.belowBare))
    .map(([name]) => name);
}
