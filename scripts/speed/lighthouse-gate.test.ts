import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { below, minimums, type LighthouseBudget } from './lighthouse-gate';

const budget: LighthouseBudget = {
  runs: 3,
  minimum: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  machine: { barePerformance: 98, floor: 50, belowBare: 30 },
};

describe('the Lighthouse gate beside the bare Next page', () => {
  it('holds the pages to the budget when the bare page scores at least barePerformance', () => {
    expect(minimums(budget, 98)).toEqual({ minimum: budget.minimum, machineTooSlow: false });
    expect(minimums(budget, 100).minimum.performance).toBe(95);
  });

  it('holds performance, and only performance, to the bare page less belowBare on a machine too slow for the bare page', () => {
    const { minimum, machineTooSlow } = minimums(budget, 92);
    expect(machineTooSlow).toBe(true);
    expect(minimum).toEqual({ performance: 62, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(minimums(budget, 97).minimum.performance).toBe(67);
  });

  it('never holds performance under the floor, nor over the gate', () => {
    expect(minimums(budget, 70).minimum.performance).toBe(50);
    expect(minimums({ ...budget, machine: { ...budget.machine, belowBare: 1 } }, 97).minimum.performance).toBe(95);
    // A bare page without a score (every run failed) judges nothing either: the floor.
    expect(minimums(budget, NaN)).toMatchObject({ machineTooSlow: true, minimum: { performance: 50 } });
  });

  it('holds the pages to the budget without a bare page (--no-bare)', () => {
    expect(minimums(budget, undefined)).toEqual({ minimum: budget.minimum, machineTooSlow: false });
  });

  it('names the categories under their minimum, a missing score among them', () => {
    const { minimum } = minimums(budget, 92);
    expect(below({ performance: 61, accessibility: 100, 'best-practices': 100, seo: 100 }, minimum)).toEqual(['performance']);
    expect(below({ performance: 73, accessibility: 96, 'best-practices': 100, seo: NaN }, minimum)).toEqual(['accessibility', 'seo']);
    expect(below({ performance: 94, accessibility: 100, 'best-practices': 100, seo: 100 }, budget.minimum)).toEqual(['performance']);
    expect(below({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }, budget.minimum)).toEqual([]);
  });

  it('reads a budgets.json whose floor is under its gate, whose bare threshold is a score and whose distance below the bare page is positive', () => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as { lighthouse: LighthouseBudget };
    const { minimum, machine } = file.lighthouse;
    expect(machine.floor).toBeLessThan(minimum.performance);
    expect(machine.barePerformance).toBeGreaterThan(0);
    expect(machine.barePerformance).toBeLessThanOrEqual(100);
    expect(machine.belowBare).toBeGreaterThan(0);
  });
});
