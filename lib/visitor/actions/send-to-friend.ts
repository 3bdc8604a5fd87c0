'use server';

import { sendToFriend } from '@/lib/visitor/forms/definitions/send-to-friend';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendToFriendAction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(sendToFriend, previous, data);
}
