'use server';

import { editSavedSearch } from '@/lib/subscriptions/manage';
import type { FormState } from '@/lib/forms/state';

export async function changeSavedSearch(previous: FormState, data: FormData): Promise<FormState> {
  return editSavedSearch(previous, data);
}
