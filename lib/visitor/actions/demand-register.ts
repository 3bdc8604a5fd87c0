'use server';

import { demandRegister } from '@/lib/visitor/forms/definitions/subscriptions';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function registerDemand(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(demandRegister, previous, data);
}
