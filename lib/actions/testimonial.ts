'use server';

import { testimonial } from '@/lib/forms/definitions/other-forms';
import { handleForm } from '@/lib/forms/handle';
import type { FormState } from '@/lib/forms/state';

export async function sendTestimonial(previous: FormState, data: FormData): Promise<FormState> {
  return handleForm(testimonial, previous, data);
}
