/**
 * An island's texts travel apart from the page (island-text-sets.ts): a key its code uses that its set
 * lacks shows as the key itself ("Costs.mortgage"). These tests read the cost panel's code and hold its set
 * to every key it names, literal or chosen between literals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_TEXT_SETS } from './island-text-sets';

/** Every string literal the code passes to t(...), including both sides of t(cond ? 'a' : 'b'). */
function keysUsed(file: string): string[] {
  const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
  const calls = [...source.matchAll(/\bt\(([^,)]*?)(?:,|\))/g)].map((match) => match[1]!);
  // A literal at the start of the argument or after ? or : is a key; one after === is what a condition compares.
  return [...new Set(calls.flatMap((argument) => [...argument.matchAll(/(?:^|[?:])\s*'([\w.]+)'/g)].map((match) => match[1]!)))];
}

describe("the cost panel's island texts", () => {
  it("hold every key the calculator uses (a new build's set holds those of any sale)", () => {
    const used = keysUsed('components/property/cost-calculator.tsx');
    expect(used.length).toBeGreaterThan(30);
    const set: readonly string[] = ISLAND_TEXT_SETS.costsVat;
    // A key with a dynamic tail (`issues.${name}`, `errors.${code}`) is covered by its whole group.
    const covered = (key: string) => set.some((entry) => entry === `Costs.${key}` || `Costs.${key}`.startsWith(`${entry}.`));
    for (const key of used) expect(covered(key), `Costs.${key}`).toBe(true);
  });
});
