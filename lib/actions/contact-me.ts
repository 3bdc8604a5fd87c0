'use server';

import { contactMe } from '@/lib/forms/definitions/property-enquiries';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendContactMe(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactMe, previous, data);
}
