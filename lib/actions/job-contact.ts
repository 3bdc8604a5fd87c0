'use server';

import { jobContact } from '@/lib/forms/definitions/other-forms';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendJobContact(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(jobContact, previous, data);
}
