'use server';

import { sendToFriend } from '@/lib/forms/definitions/send-to-friend';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendToFriendAction(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(sendToFriend, previous, data);
}
