/** A tenant's deposit is three months' rent (SPEC.md section 9). */
export const RENT_DEPOSIT_MONTHS = 3;
