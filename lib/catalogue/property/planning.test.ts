import { describe, expect, it } from 'vitest';
import { DESIGNATION_ABBREVIATIONS, fullDesignation, isFlemishPlanningField } from './planning';

describe("Flanders' planning mentions, written out", () => {
  it('writes an abbreviated designation out as the plans register names it', () => {
    expect(fullDesignation('Wg')).toBe('Woongebied');
    expect(fullDesignation(' WgLk. ')).toBe('Woongebied met landelijk karakter');
    expect(fullDesignation('LWAG')).toBe('Landschappelijk waardevol agrarisch gebied');
  });

  it('leaves a designation already written out, or unknown, as the record has it', () => {
    expect(fullDesignation('Woongebied met landelijk karakter')).toBe('Woongebied met landelijk karakter');
    expect(fullDesignation("Zone d'habitat ")).toBe("Zone d'habitat");
    expect(fullDesignation('Gebied voor gemeenschapsvoorzieningen')).toBe('Gebied voor gemeenschapsvoorzieningen');
  });

  it('has no abbreviation left in its full names, and knows the five mention fields', () => {
    for (const name of Object.values(DESIGNATION_ABBREVIATIONS)) expect(fullDesignation(name)).toBe(name);
    expect(['PlanningData', 'Permit', 'Summons', 'PreemptiveRights', 'AllotmentPermit'].every(isFlemishPlanningField)).toBe(true);
    expect(isFlemishPlanningField('FloodScoreParcel')).toBe(false);
  });
});
