'use server';

import { signNewsletter } from '@/lib/forms/definitions/subscriptions';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function signNewsletterAction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(signNewsletter, previous, data);
}
