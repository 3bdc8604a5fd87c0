/**
 * The monthly payment of a loan repaid in equal instalments (an annuity). Belgian mortgage law states the
 * monthly rate as the yearly rate's equivalent, (1 + yearly)^(1/12) - 1; the nominal yearly / 12 is the
 * other convention, chosen in data/purchase-costs.json (loan.monthlyRate).
 */
export type MonthlyRateConvention = 'equivalent' | 'nominal';

export function monthlyRate(ratePercent: number, convention: MonthlyRateConvention): number {
  const yearly = ratePercent / 100;
  return convention === 'equivalent' ? Math.pow(1 + yearly, 1 / 12) - 1 : yearly / 12;
}

/** The exact monthly payment (not rounded); a rate of 0 repays the amount in equal parts. */
export function monthlyPayment(amount: number, ratePercent: number, years: number, convention: MonthlyRateConvention): number {
  const months = years * 12;
  if (amount <= 0) return 0;
  const rate = monthlyRate(ratePercent, convention);
  if (rate === 0) return amount / months;
  return (amount * rate) / (1 - Math.pow(1 + rate, -months));
}
