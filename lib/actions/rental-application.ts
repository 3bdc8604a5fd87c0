'use server';

import { rentalApplication } from '@/lib/forms/definitions/property-enquiries';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendRentalApplication(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(rentalApplication, previous, data);
}
