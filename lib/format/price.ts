/** Prices as DECISIONS.md rules: "€ 250.000" in every language (euro sign, space, Belgian Dutch grouping). */
const grouping = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0, useGrouping: true });

/** "€ 250.000", or null when the amount is not a usable number (never "NaN"). */
export function formatEuro(amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return `€ ${grouping.format(Math.round(amount))}`;
}
