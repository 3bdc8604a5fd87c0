'use server';

import { purchaseOffer } from '@/lib/forms/definitions/property-enquiries';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendPurchaseOffer(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(purchaseOffer, previous, data);
}
