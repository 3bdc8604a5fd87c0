import { describe, expect, it } from 'vitest';
import { RENT_DEPOSIT_MONTHS, signingAmounts } from './rental';

const euro = (text: string) => text.replace(/\s/g, ' ');

describe('what a tenant pays at signing', () => {
  it('adds the first rent, the charges, the inventory share and three months of deposit', () => {
    const amounts = signingAmounts({ rent: 950, charges: 75, inventory: 200 }, 'to be confirmed')!;
    expect(amounts.complete).toBe(true);
    expect(euro(amounts.total)).toBe(euro(`€ ${(950 + 75 + 200 + 950 * RENT_DEPOSIT_MONTHS).toLocaleString('nl-BE')}`));
    expect(euro(amounts.deposit)).toBe('€ 2.850');
  });

  it('never writes an unknown amount as € 0, and counts it out of a total that is then a minimum', () => {
    const amounts = signingAmounts({ rent: 1000, charges: null, inventory: 150 }, 'nog te bepalen')!;
    expect(amounts.complete).toBe(false);
    expect(amounts.charges).toBe('nog te bepalen');
    expect(euro(amounts.total)).toBe('€ 4.150');
  });

  it('has nothing to say without a rent', () => {
    expect(signingAmounts({ rent: null, charges: 50, inventory: 100 }, 'x')).toBeNull();
  });
});
