'use server';

import { documents } from '@/lib/visitor/forms/definitions/documents';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function requestDocuments(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(documents, previous, data);
}
