'use server';

import { signNewsletter } from '@/lib/visitor/forms/definitions/subscriptions';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function signNewsletterAction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(signNewsletter, previous, data);
}
