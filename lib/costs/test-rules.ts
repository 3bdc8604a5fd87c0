/**
 * The 2025 rules as data/purchase-costs.json held them when the tests were written (docs/decisions/0039),
 * so that the tests check the computation, not the agency's current file: the agency changes that file
 * without touching code. Wallonia's first version is made up, to test which version applies on a day.
 */
import type { PurchaseCostsFile } from '@/lib/data/file-schemas';

const source = (name: string) => ({ name, url: `https://example.org/${name}` });

export const RULES_2025: PurchaseCostsFile = {
  registrationDuties: {
    flanders: [{ validFrom: '2025-01-01', source: source('flanders'), percent: 12, ownHome: { percent: 2 } }],
    brussels: [{ validFrom: '2023-04-01', source: source('brussels'), percent: 12.5, ownHome: { abatement: { amount: 200_000, maxPrice: 600_000 } } }],
    wallonia: [
      { validFrom: '2024-01-01', source: source('wallonia-earlier'), percent: 12.5, ownHome: {} },
      { validFrom: '2025-01-01', source: source('wallonia'), percent: 12.5, ownHome: { percent: 3 } },
    ],
    luxembourg: [{ validFrom: '2025-01-01', source: source('luxembourg'), percent: 7, ownHome: { creditPerBuyer: { amount: 30_000, minimumDuty: 100 } } }],
  },
  notary: {
    belgium: [
      {
        validFrom: '2023-01-01',
        source: source('notary-belgium'),
        brackets: [
          { upTo: 7_500, percent: 4.56 },
          { upTo: 17_500, percent: 2.85 },
          { upTo: 30_000, percent: 2.28 },
          { upTo: 45_495, percent: 1.71 },
          { upTo: 64_095, percent: 1.14 },
          { upTo: 250_095, percent: 0.57 },
          { upTo: null, percent: 0.057 },
        ],
        vatPercent: 21,
        fixedCosts: [
          { key: 'administrative-costs', amount: 1_100, vat: true },
          { key: 'disbursements', amount: 250, vat: false },
          { key: 'writing-duty', amount: 100, vat: false },
        ],
      },
    ],
    luxembourg: [{ validFrom: '2025-01-01', source: source('notary-luxembourg'), brackets: [{ upTo: null, percent: 1 }], vatPercent: 17, fixedCosts: [] }],
  },
  newBuildVat: {
    belgium: [{ validFrom: '2011-01-01', source: source('vat-belgium'), percent: 21, landWithBuilding: true, fixedDuty: 50 }],
    luxembourg: [{ validFrom: '2024-01-01', source: source('vat-luxembourg'), percent: 17, landWithBuilding: false, fixedDuty: 0, ownHome: { percent: 3, maxAdvantage: 50_000 } }],
  },
  loan: { ownFundsPercent: 20, ratePercent: 3.5, years: 25, monthlyRate: 'equivalent' },
  disclaimer: { en: 'An estimate.' },
};
