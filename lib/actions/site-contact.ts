'use server';

import { siteContact } from '@/lib/forms/definitions/other-forms';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendSiteContact(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(siteContact, previous, data);
}
