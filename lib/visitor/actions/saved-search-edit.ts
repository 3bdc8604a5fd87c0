'use server';

import { editSavedSearch } from '@/lib/visitor/subscriptions/manage';
import type { FormState } from '@/lib/visitor/forms/state';

export async function changeSavedSearch(previous: FormState, data: FormData): Promise<FormState> {
  return editSavedSearch(previous, data);
}
