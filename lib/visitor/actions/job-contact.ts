'use server';

import { jobContact } from '@/lib/visitor/forms/definitions/other-forms';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendJobContact(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(jobContact, previous, data);
}
