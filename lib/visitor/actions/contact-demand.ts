'use server';

import { contactDemand } from '@/lib/visitor/forms/definitions/other-forms';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendContactDemand(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactDemand, previous, data);
}
