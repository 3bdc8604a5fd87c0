'use server';

import { rentalApplication } from '@/lib/visitor/forms/definitions/property-enquiries';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendRentalApplication(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(rentalApplication, previous, data);
}
