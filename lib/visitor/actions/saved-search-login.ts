'use server';

import { signIn } from '@/lib/visitor/subscriptions/manage';
import type { FormState } from '@/lib/visitor/forms/state';

export async function signInToSavedSearch(previous: FormState, data: FormData): Promise<FormState> {
  return signIn(previous, data);
}
