/**
 * A rental application for a property for rent (docs/product.md sections 3 and 5): who would live there,
 * when and why they move, their incomes, and the four confirmations, the last of them the amount
 * payable at signing (first month's rent, charges, inventory share, three months' deposit).
 */
import { z } from 'zod';
import { date, mustTick, optionalLine, optionalParagraph, optionalWhole, recordId, whole } from './fields';
import { optionalAddress, person } from './person';

export const rentalApplicationSchema = z.object({
  propertyId: recordId(),
  ...person,
  ...optionalAddress(),
  adults: whole('number', { min: 1, max: 20 }),
  kids: optionalWhole({ max: 20 }),
  pets: optionalLine(120),
  movingDate: date('movingDate'),
  movingReason: optionalParagraph(1_000),
  income1: whole('income', { max: 10_000_000 }),
  income2: optionalWhole({ max: 10_000_000 }),
  confirmIncome: mustTick('confirmIncome'),
  confirmPersons: mustTick('confirmPersons'),
  confirmDescription: mustTick('confirmDescription'),
  confirmAmount: mustTick('confirmAmount'),
});
export type RentalApplication = z.output<typeof rentalApplicationSchema>;
