'use server';

import { contactConstruction } from '@/lib/visitor/forms/definitions/other-forms';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendContactConstruction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(contactConstruction, previous, data);
}
