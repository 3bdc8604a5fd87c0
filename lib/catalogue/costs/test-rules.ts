/**
 * The 2025 rules as data/purchase-costs.json held them when the tests were written (docs/decisions/0039),
 * so that the tests check the computation, not the agency's current file: the agency changes that file
 * without touching code. Wallonia's first version is made up, to test which version applies on a day.
 */
import type { PurchaseCostsFile } from '@/lib/catalogue/data/file-schemas';

/** A source named in nl and fr, as the file must have it (en and de fall back to nl). */
export const source = (name: string) => ({ name: { nl: `${name} (nl)`, fr: `${name} (fr)` }, url: `https://example.org/${name}` });

/** 1 % and 0.3 % on the loan plus 10 %, and the registry's fee: EUR 270 up to a registered EUR 300,000, EUR 1,160 above. */
const BELGIAN_MORTGAGE: PurchaseCostsFile['mortgage']['flanders'][number] = {
  validFrom: '2024-01-01',
  source: source('mortgage-belgium'),
  accessoryPercent: 10,
  duties: [
    { key: 'registration', percent: 1 },
    { key: 'inscription', percent: 0.3 },
  ],
  fees: [
    {
      key: 'registry-fee',
      tiers: [
        { upTo: 300_000, amount: 270 },
        { upTo: null, amount: 1_160 },
      ],
      vat: false,
    },
  ],
};

export const RULES_2025: PurchaseCostsFile = {
  registrationDuties: {
    flanders: [
      { validFrom: '2025-01-01', source: source('flanders'), percent: 12, ownHome: { percent: 2, source: source('flanders-own-home') } },
    ],
    brussels: [
      {
        validFrom: '2023-04-01',
        source: source('brussels'),
        percent: 12.5,
        ownHome: { abatement: { amount: 200_000, maxPrice: 600_000 }, source: source('brussels-abatement') },
      },
    ],
    wallonia: [
      { validFrom: '2024-01-01', source: source('wallonia-earlier'), percent: 12.5, ownHome: {} },
      { validFrom: '2025-01-01', source: source('wallonia'), percent: 12.5, ownHome: { percent: 3 } },
    ],
    luxembourg: [
      {
        validFrom: '2025-01-01',
        source: source('luxembourg'),
        percent: 7,
        ownHome: { creditPerBuyer: { amount: 30_000, minimumDuty: 100 } },
      },
    ],
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
        ownHome: {
          baseFee: 200,
          brackets: [
            { upTo: 250_000, percent: 0.5 },
            { upTo: null, percent: 0.2 },
          ],
          source: source('notary-belgium-own-home'),
        },
        creditDeed: {
          baseFee: 300,
          brackets: [{ upTo: null, percent: 0.2 }],
          fixedCosts: [
            { key: 'administrative-costs', amount: 550, vat: true },
            { key: 'writing-duty', amount: 100, vat: true },
          ],
          source: source('notary-belgium-credit'),
        },
      },
    ],
    luxembourg: [
      {
        validFrom: '2025-01-01',
        source: source('notary-luxembourg'),
        brackets: [{ upTo: null, percent: 1 }],
        vatPercent: 17,
        fixedCosts: [],
        creditDeed: { brackets: [{ upTo: null, percent: 0.7 }], fixedCosts: [] },
      },
    ],
  },
  mortgage: {
    flanders: [BELGIAN_MORTGAGE],
    brussels: [BELGIAN_MORTGAGE],
    wallonia: [BELGIAN_MORTGAGE],
    luxembourg: [
      {
        validFrom: '2025-01-01',
        source: source('mortgage-luxembourg'),
        accessoryPercent: 10,
        duties: [{ key: 'registration', percent: 0.05 }],
        fees: [],
      },
    ],
  },
  newBuildVat: {
    belgium: [{ validFrom: '2011-01-01', source: source('vat-belgium'), percent: 21, landWithBuilding: true, fixedDuty: 50 }],
    luxembourg: [
      {
        validFrom: '2024-01-01',
        source: source('vat-luxembourg'),
        percent: 17,
        landWithBuilding: false,
        fixedDuty: 0,
        ownHome: { percent: 3, maxAdvantage: 50_000 },
      },
    ],
  },
  loan: { ownFundsPercent: 20, ratePercent: 3.5, years: 25, monthlyRate: 'equivalent' },
  disclaimer: { en: 'An estimate.' },
};
