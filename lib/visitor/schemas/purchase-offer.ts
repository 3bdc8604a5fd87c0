/**
 * A purchase offer for a property for sale (docs/product.md sections 3 and 9): the amount in figures and in
 * words, which must say the same; how long the offer stands (start and end date); where and when it
 * is signed; the buyers (persons A and B) and their conditions. The advance of 10 % is computed.
 */
import { z } from 'zod';
import { amountInWordsMatches } from '@/lib/catalogue/format/number-words';
import { date, line, optionalLine, optionalParagraph, recordId, whenValid, whole } from './fields';
import { address, person } from './person';

export { ADVANCE_RATE, advanceOf } from './constants';

export const purchaseOfferSchema = z
  .object({
    propertyId: recordId(),
    ...person,
    ...address(),
    amount: whole('amount', { min: 1_000, max: 999_999_999, invalid: 'amount' }),
    amountWords: line('amountWords', 300),
    startDate: date('startDate'),
    endDate: date('endDate'),
    place: line('place', 80),
    signDate: date('signDate'),
    personA: line('personA', 120),
    personB: optionalLine(120),
    conditions: optionalParagraph(2_000),
  })
  .refine((value) => amountInWordsMatches(value.amount, value.amountWords), {
    path: ['amountWords'],
    message: 'amountWordsDifferent',
    ...whenValid('amount', 'amountWords'),
  })
  .refine((value) => value.endDate >= value.startDate, {
    path: ['endDate'],
    message: 'endDateBeforeStart',
    ...whenValid('startDate', 'endDate'),
  });
export type PurchaseOffer = z.output<typeof purchaseOfferSchema>;
