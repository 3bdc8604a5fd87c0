'use server';

import { contactAppointment } from '@/lib/forms/definitions/property-enquiries';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendContactAppointment(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactAppointment, previous, data);
}
