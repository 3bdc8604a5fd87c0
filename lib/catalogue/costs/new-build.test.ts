import { describe, expect, it } from 'vitest';
import { taxationOf } from './new-build';

describe('taxationOf', () => {
  it('reads a sale under VAT from the record', () => {
    expect(taxationOf({ SaleUnderVat: 'land-and-building', LandShare: 50_000, PriceIncludesVat: true }, true)).toEqual({
      kind: 'vat',
      terms: { regime: 'land-and-building', landShare: 0, priceIncludesVat: true },
    });
    expect(taxationOf({ SaleUnderVat: 'building', LandShare: 80_000 }, true)).toEqual({
      kind: 'vat',
      terms: { regime: 'building', landShare: 80_000, priceIncludesVat: false },
    });
  });

  it('takes registration duties when the record says none, or for a property outside a project that says nothing', () => {
    expect(taxationOf({ SaleUnderVat: 'none' }, true)).toEqual({ kind: 'duties' });
    expect(taxationOf({}, false)).toEqual({ kind: 'duties' });
    expect(taxationOf({ SaleUnderVat: null }, false)).toEqual({ kind: 'duties' });
  });

  it('leaves a project unit that says nothing unstated: no figure would be honest', () => {
    expect(taxationOf({}, true)).toEqual({ kind: 'unstated' });
    expect(taxationOf({ SaleUnderVat: null, LandShare: 10_000 }, true)).toEqual({ kind: 'unstated' });
  });
});
