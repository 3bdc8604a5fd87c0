import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { below, minimums, type LighthouseBudget } from './lighthouse-gate';

const budget: LighthouseBudget = {
  runs: 3,
  minimum: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  machine: { barePerformance: 98, floor: 50 },
};

describe('the Lighthouse gate beside the bare Next page', () => {
  it('holds the pages to the budget when the bare page scores at least barePerformance', () => {
    expect(minimums(budget, 98)).toEqual({ minimum: budget.minimum, machineTooSlow: false });
    expect(minimums(budget, 100).minimum.performance).toBe(90);
  });

  it('holds performance, and only performance, to the floor on a machine too slow for the bare page', () => {
    const { minimum, machineTooSlow } = minimums(budget, 92);
    expect(machineTooSlow).toBe(true);
    expect(minimum).toEqual({ performance: 50, accessibility: 100, 'best-practices': 100, seo: 100 });
    // A bare page without a score (every run failed) judges nothing either.
    expect(minimums(budget, NaN).machineTooSlow).toBe(true);
  });

  it('holds the pages to the budget without a bare page (--no-bare)', () => {
    expect(minimums(budget, undefined)).toEqual({ minimum: budget.minimum, machineTooSlow: false });
  });

  it('names the categories under their minimum, a missing score among them', () => {
    const { minimum } = minimums(budget, 92);
    expect(below({ performance: 49, accessibility: 100, 'best-practices': 100, seo: 100 }, minimum)).toEqual(['performance']);
    expect(below({ performance: 73, accessibility: 96, 'best-practices': 100, seo: NaN }, minimum)).toEqual(['accessibility', 'seo']);
    expect(below({ performance: 89, accessibility: 100, 'best-practices': 100, seo: 100 }, budget.minimum)).toEqual(['performance']);
  });

  it('reads a budgets.json whose floor is under its gate and whose bare threshold is a score', () => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'budgets.json'), 'utf8')) as { lighthouse: LighthouseBudget };
    const { minimum, machine } = file.lighthouse;
    expect(machine.floor).toBeLessThan(minimum.performance);
    expect(machine.barePerformance).toBeGreaterThan(0);
    expect(machine.barePerformance).toBeLessThanOrEqual(100);
  });
});
