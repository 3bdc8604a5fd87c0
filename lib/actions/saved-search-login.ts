'use server';

import { signIn } from '@/lib/subscriptions/manage';
import type { FormState } from '@/lib/forms/state';

export async function signInToSavedSearch(previous: FormState, data: FormData): Promise<FormState> {
  return signIn(previous, data);
}
