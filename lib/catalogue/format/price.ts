/** Prices as docs/product.md, Rulings: Prices says: "€ 250.000" in every language (euro sign, space, Belgian Dutch grouping). */
const grouping = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0, useGrouping: true });

/**
 * "€ 250.000", or null when the amount is not a usable number (never "NaN"). The space is a
 * no-break space, so a line never ends between the sign and the amount.
 */
export function formatEuro(amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return `€\u00a0${grouping.format(Math.round(amount))}`;
}
