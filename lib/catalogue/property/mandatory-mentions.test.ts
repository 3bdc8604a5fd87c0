import { describe, expect, it } from 'vitest';
import { checkMentions, MENTIONS, RULES, type MentionRecord } from './mandatory-mentions';

const MARQUEE = { sold: [2], rented: [3] };
const HOUSE = 1;
const LAND = 3;
const GARAGE = 6;

/** A record with every mention any region asks for; each test takes away what it is about. */
function record(zip: string, goal: 0 | 1, more: Partial<MentionRecord> = {}): MentionRecord {
  return {
    WebID: HOUSE,
    Goal: goal,
    Marquee: 0,
    Zip: zip,
    CountryID: zip === 'LU' ? 50 : 10,
    Price: 1200,
    PublishPrice: true,
    EnergyPerformance: 150,
    EPCLabelText: 'C',
    CO2Emission: 30,
    EnergyTotal: 18000,
    EPCCertificateCode: '20240101-0001234567-RES-1',
    InsulationClass: 'C',
    PlanningData: 'Woongebied',
    Permit: true,
    Summons: false,
    PreemptiveRights: false,
    AllotmentPermit: false,
    FloodScoreParcel: 'A',
    FloodScoreBuilding: 'B',
    ChargesRenter: 0,
    ...more,
  };
}
const missing = (r: MentionRecord) => checkMentions(r, MARQUEE).missing;
const without = (r: MentionRecord, ...fields: (keyof MentionRecord)[]) => {
  const copy: Record<string, unknown> = { ...r };
  for (const field of fields) delete copy[field];
  return copy as MentionRecord;
};

const GHENT = '9000';
const BRUSSELS = '1000';
const NAMUR = '5000';
const ESCH = 'LU';

describe('the mandatory mentions', () => {
  it('has a rule for every mention code, and no code twice', () => {
    expect(RULES.map((rule) => rule.mention)).toEqual([...MENTIONS]);
  });

  it('finds nothing missing on a complete record in any region and goal', () => {
    for (const zip of [GHENT, BRUSSELS, NAMUR, ESCH]) for (const goal of [0, 1] as const) expect(missing(record(zip, goal))).toEqual([]);
  });

  describe('Flanders', () => {
    it('asks a sale for the EPC score, its label and the certificate code', () => {
      expect(missing(without(record(GHENT, 0), 'EPCCertificateCode'))).toEqual(['epc-code']);
      // Without the score the label still comes from the label text; without both, both are missing.
      expect(missing(record(GHENT, 0, { EnergyPerformance: null }))).toEqual(['epc-score']);
      expect(missing(record(GHENT, 0, { EnergyPerformance: null, EPCLabelText: null }))).toEqual(['epc-score', 'epc-label']);
      // A text that is no Flemish label ("B-" is Brussels') shows no label.
      expect(missing(record(GHENT, 0, { EnergyPerformance: null, EPCLabelText: 'B-' }))).toEqual(['epc-score', 'epc-label']);
      expect(missing(record(GHENT, 0, { EPCCertificateCode: '  ' }))).toEqual(['epc-code']);
    });

    it('asks a sale for the five planning mentions: a "no" is a mention, a missing answer is not', () => {
      expect(missing(record(GHENT, 0, { Permit: false, Summons: false, PreemptiveRights: false, AllotmentPermit: false }))).toEqual([]);
      expect(missing(without(record(GHENT, 0), 'Permit', 'PlanningData', 'Summons', 'PreemptiveRights', 'AllotmentPermit'))).toEqual([
        'planning-permit',
        'planning-designation',
        'planning-summons',
        'planning-preemption',
        'planning-subdivision',
      ]);
      expect(missing(record(GHENT, 0, { Summons: null, PlanningData: '' }))).toEqual(['planning-designation', 'planning-summons']);
    });

    it('asks a sale for the flood P-score and, where there is a building, the G-score', () => {
      expect(missing(without(record(GHENT, 0), 'FloodScoreParcel', 'FloodScoreBuilding'))).toEqual(['flood-p-score', 'flood-g-score']);
      expect(
        missing(
          without(record(GHENT, 0, { WebID: LAND }), 'FloodScoreParcel', 'FloodScoreBuilding', 'EnergyPerformance', 'EPCCertificateCode'),
        ),
      ).toEqual(['flood-p-score']);
    });

    it('asks a rental for the EPC, the rent and the common charges, not for planning or flood mentions', () => {
      const bare = without(
        record(GHENT, 1),
        'PlanningData',
        'Permit',
        'Summons',
        'PreemptiveRights',
        'AllotmentPermit',
        'FloodScoreParcel',
        'FloodScoreBuilding',
      );
      expect(missing(bare)).toEqual([]);
      expect(missing(without(record(GHENT, 1, { PublishPrice: false }), 'ChargesRenter', 'EPCCertificateCode'))).toEqual([
        'epc-code',
        'rent',
        'charges',
      ]);
      expect(missing(record(GHENT, 1, { Price: null, MonthlyRent: 950 }))).toEqual([]);
    });

    it('asks nothing of energy of land or a garage', () => {
      for (const WebID of [LAND, GARAGE])
        expect(
          missing(
            record(GHENT, 0, { WebID, EnergyPerformance: null, EPCLabelText: null, EPCCertificateCode: null, FloodScoreBuilding: null }),
          ),
        ).toEqual([]);
    });
  });

  describe('Brussels', () => {
    it('asks for the PEB class and the CO2 emission, sale and rental', () => {
      for (const goal of [0, 1] as const)
        expect(missing(record(BRUSSELS, goal, { EnergyPerformance: null, EPCLabelText: null, CO2Emission: null }))).toEqual([
          'peb-class',
          'co2',
        ]);
      // Brussels' own labels count: "B-" is one.
      expect(missing(record(BRUSSELS, 0, { EnergyPerformance: null, EPCLabelText: 'B-' }))).toEqual([]);
    });

    it('asks a sale for the planning designation, a rental for the rent and the charges', () => {
      expect(missing(without(record(BRUSSELS, 0), 'PlanningData', 'FloodScoreParcel', 'Permit'))).toEqual(['planning-designation']);
      expect(missing(without(record(BRUSSELS, 1, { PublishPrice: false }), 'ChargesRenter', 'PlanningData'))).toEqual(['rent', 'charges']);
    });
  });

  describe('Wallonia', () => {
    it('asks for the PEB class, the specific consumption, the total consumption and the certificate number, sale and rental', () => {
      for (const goal of [0, 1] as const)
        expect(
          missing(without(record(NAMUR, goal, { EnergyPerformance: null, EPCLabelText: null }), 'EPCCertificateCode', 'EnergyTotal')),
        ).toEqual(['peb-class', 'specific-consumption', 'total-consumption', 'certificate-number']);
    });

    it('asks for the total consumption (kWh/year) as a number: absent, null or text is missing, 0 and below count', () => {
      expect(missing(without(record(NAMUR, 0), 'EnergyTotal'))).toEqual(['total-consumption']);
      expect(missing(record(NAMUR, 1, { EnergyTotal: null }))).toEqual(['total-consumption']);
      expect(missing(record(NAMUR, 0, { EnergyTotal: '18000' as unknown as number }))).toEqual(['total-consumption']);
      expect(missing(record(NAMUR, 0, { EnergyTotal: -3255 }))).toEqual([]);
      // Not asked of land, nor in the other regions.
      expect(
        missing(
          record(NAMUR, 0, { WebID: LAND, EnergyTotal: null, EnergyPerformance: null, EPCLabelText: null, EPCCertificateCode: null }),
        ),
      ).toEqual([]);
      for (const zip of [GHENT, BRUSSELS, ESCH]) expect(missing(record(zip, 0, { EnergyTotal: null }))).toEqual([]);
    });

    it('asks no planning, flood or rental mention', () => {
      const bare = without(
        record(NAMUR, 1, { PublishPrice: false }),
        'PlanningData',
        'Permit',
        'FloodScoreParcel',
        'FloodScoreBuilding',
        'ChargesRenter',
      );
      expect(missing(bare)).toEqual([]);
    });
  });

  describe('Luxembourg', () => {
    it('asks for the energy class and the insulation class, sale and rental', () => {
      for (const goal of [0, 1] as const)
        expect(missing(without(record(ESCH, goal, { EPCLabelText: null }), 'InsulationClass'))).toEqual([
          'energy-class',
          'insulation-class',
        ]);
      expect(missing(record(ESCH, 0, { InsulationClass: 'Z' }))).toEqual(['insulation-class']);
      expect(missing(record(ESCH, 0, { InsulationClass: 'i' }))).toEqual([]);
    });
  });

  it('asks nothing of a sold or rented listing, nor outside the four regions', () => {
    const bare: MentionRecord = {
      WebID: HOUSE,
      Goal: 0,
      Marquee: 2,
      Zip: GHENT,
      CountryID: 10,
      Price: null,
      PublishPrice: false,
      EnergyPerformance: null,
      EPCLabelText: null,
    };
    expect(checkMentions(bare, MARQUEE)).toEqual({ region: 'flanders', missing: [] });
    expect(missing({ ...bare, Goal: 1, Marquee: 3 })).toEqual([]);
    expect(checkMentions({ ...bare, Marquee: 0, CountryID: 33 }, MARQUEE)).toEqual({ region: null, missing: [] });
    // The same record on the market lacks everything Flanders asks of a sale.
    expect(missing({ ...bare, Marquee: 0 })).toHaveLength(10);
  });
});
