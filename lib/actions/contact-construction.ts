'use server';

import { contactConstruction } from '@/lib/forms/definitions/other-forms';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendContactConstruction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactConstruction, previous, data);
}
