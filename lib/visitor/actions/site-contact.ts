'use server';

import { siteContact } from '@/lib/visitor/forms/definitions/other-forms';
import { handleForm } from '@/lib/visitor/forms/handle';
import type { FormState } from '@/lib/visitor/forms/state';

export async function sendSiteContact(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(siteContact, previous, data);
}
