'use server';

import { contactDemand } from '@/lib/forms/definitions/other-forms';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendContactDemand(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactDemand, previous, data);
}
