'use server';

import { editSearch } from '@/lib/subscriptions/manage';
import type { FormState } from '@/lib/forms/state';

export async function changeSearch(previous: FormState, data: FormData): Promise<FormState> {
  return editSearch(previous, data);
}
