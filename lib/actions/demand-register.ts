'use server';

import { demandRegister } from '@/lib/forms/definitions/subscriptions';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function registerDemand(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(demandRegister, previous, data);
}
