import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, median, siteVerdict, toConfirm, verdict, type LighthouseBudget } from './lighthouse-gate';
import { PAGE_TYPES } from './production-site';

const budget: LighthouseBudget = {
  runs: 5,
  gate: ['home', 'detail'],
  belowBare: 5,
  meanBelowBare: 3,
  confirmRuns: 5,
  minimum: { accessibility: 100, 'best-practices': 100, seo: 100 },
};
const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

describe('the Lighthouse gate beside the bare Next page', () => {
  it('holds a page to the bare page less belowBare, whatever the machine made of both', () => {
    expect(verdict(budget, 99, 94, perfect)).toEqual({ failures: [], heldTo: 94 });
    expect(verdict(budget, 80, 75, perfect).failures).toEqual([]);
    expect(verdict(budget, 99, 93, perfect).failures).toEqual(["performance 93 < 94 (the bare page's 99 less 5)"]);
    // The old gate let a page 25 points under the bare page pass on a busy machine (bare less 30).
    expect(verdict(budget, 90, 65, perfect).failures).toHaveLength(1);
  });

  it('fails when the bare page or the page has no score', () => {
    expect(verdict(budget, NaN, 95, perfect).failures[0]).toMatch(/bare Next page scored nothing/);
    expect(verdict(budget, 95, NaN, perfect).failures).toEqual(["performance n/a < 90 (the bare page's 95 less 5)"]);
  });

  it('holds the other categories to their minimums', () => {
    expect(verdict(budget, 95, 95, { ...perfect, accessibility: 96, seo: NaN }).failures).toEqual([
      'accessibility 96 < 100',
      'seo n/a < 100',
    ]);
  });

  it('holds the gated pages together to the bare page less meanBelowBare, over every run of the rounds', () => {
    // Each page within its own margin, but all of them a little lower: the mean of their runs catches it.
    const bare = [100, 99, 98, 99, 99];
    const lower = { home: [95, 96, 95, 95, 96], listing: [96, 95, 96, 95, 96], detail: [95, 94, 96, 95, 95] };
    const site = siteVerdict(budget, bare, lower);
    expect(site.distance).toBeCloseTo(1430 / 15 - 99);
    expect(site.failures).toEqual(["the gated pages' runs average 3.7 points below the bare page's (95.3 against 99.0), more than 3"]);
    for (const [name, runs] of Object.entries(lower)) expect(verdict(budget, 99, runs[2]!, perfect).failures, name).toEqual([]);
    // One page further down alone is its own verdict's business, not the mean's.
    expect(
      siteVerdict(budget, bare, { home: [99, 98, 99, 98, 99], listing: [98, 99, 98, 98, 99], detail: [94, 95, 94, 93, 94] }).failures,
    ).toEqual([]);
    // The bare page's one lucky run moves its median by a point or two, its mean less.
    expect(siteVerdict(budget, [100, 100, 100, 97, 97], { home: [97, 96, 97, 97, 96] }).distance).toBeCloseTo(-2.2);
  });

  it('measures again only the pages whose own median is too far under the bare page', () => {
    const bare = [95, 97, 96, 98, 96];
    // The detail page of a CI run on 2026-11-29: 85 against the bare page's 96.
    expect(toConfirm(budget, bare, { home: [92, 94, 89, 97, 92], detail: [85, 84, 89, 84, 91] })).toEqual(['detail']);
    // At the margin exactly it passes as it is; a page without a score is measured again.
    expect(toConfirm(budget, bare, { home: [91, 91, 91, 92, 90], detail: [NaN, NaN] })).toEqual(['detail']);
    // Nothing to measure again without extra rounds, or when the bare page scored nothing (that fails as it is).
    expect(toConfirm({ ...budget, confirmRuns: 0 }, bare, { detail: [80, 80, 80] })).toEqual([]);
    expect(toConfirm(budget, [NaN, NaN], { detail: [80, 80, 80] })).toEqual([]);
  });

  it('takes the median of the finite values, the middle pair averaged', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, NaN, 3, 2])).toBe(2.5);
    expect(median([NaN])).toBeNaN();
  });

  it("leaves runs without a score out, and a round without the bare page's scores to the pages' own verdicts", () => {
    expect(siteVerdict(budget, [99, NaN, 97], { home: [NaN, 96], listing: [98] })).toEqual({ failures: [], distance: -1 });
    expect(siteVerdict(budget, [NaN], { home: [90] })).toEqual({ failures: [], distance: NaN });
  });

  it('reads a budgets.json that gates page types the speed checks know, at a positive distance below the bare page', () => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as { lighthouse: LighthouseBudget };
    const { gate, belowBare, meanBelowBare, runs, confirmRuns, minimum } = file.lighthouse;
    const known = PAGE_TYPES.filter((type) => type.lighthouse).map((type) => type.name);
    expect(gate.length).toBeGreaterThan(0);
    for (const name of gate) expect(known).toContain(name);
    expect(belowBare).toBeGreaterThan(0);
    expect(meanBelowBare).toBeGreaterThan(0);
    expect(meanBelowBare).toBeLessThanOrEqual(belowBare);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(Number.isInteger(confirmRuns) && confirmRuns >= 0).toBe(true);
    expect(Object.keys(minimum).sort()).toEqual(CATEGORIES.filter((id) => id !== 'performance').sort());
  });
});
