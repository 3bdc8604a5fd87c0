import { formatEuro } from '@/lib/catalogue/format/price';

/** A tenant's deposit is three months' rent (docs/product.md section 9). */
export const RENT_DEPOSIT_MONTHS = 3;

export interface RentalCosts {
  rent: number | null;
  charges: number | null;
  inventory: number | null;
}

/** What a tenant pays at signing, worded for the rental application's last confirmation. */
export interface SigningAmounts {
  /** False when the charges or the inventory share are not known: the total is then a minimum. */
  complete: boolean;
  total: string;
  rent: string;
  charges: string;
  inventory: string;
  deposit: string;
}

/**
 * The first month's rent, the charges, the share of the inventory and three months' deposit; an
 * amount the record does not give reads `unknown` ("to be confirmed") and is left out of the total,
 * never written as € 0. Null without a rent.
 */
export function signingAmounts({ rent, charges, inventory }: RentalCosts, unknown: string): SigningAmounts | null {
  if (rent === null) return null;
  const deposit = rent * RENT_DEPOSIT_MONTHS;
  const euro = (value: number | null) => (value === null ? unknown : (formatEuro(value) ?? unknown));
  return {
    complete: charges !== null && inventory !== null,
    total: euro(rent + (charges ?? 0) + (inventory ?? 0) + deposit),
    rent: euro(rent),
    charges: euro(charges),
    inventory: euro(inventory),
    deposit: euro(deposit),
  };
}
