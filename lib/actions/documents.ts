'use server';

import { documents } from '@/lib/forms/definitions/documents';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function requestDocuments(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(documents, previous, data);
}
