'use client';

import { UPLOADS } from '@/lib/visitor/schemas/constants';
import { FileField, TextArea, TextField } from './fields';
import { useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function TestimonialForm(shell: ShellProps) {
  const f = useFieldLabels();
  return (
    <FormShell form="testimonial" {...shell}>
      <div className="form__grid">
        <TextField name="name" label={f('name')} required autoComplete="name" maxLength={80} />
        <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <TextField name="about" label={f('about')} hint={f('aboutHint')} maxLength={120} />
        <TextField name="website" label={f('website')} type="url" autoComplete="url" inputMode="url" maxLength={200} />
      </div>
      <TextArea name="comment" label={f('comment')} required maxLength={2000} />
      <FileField name="image" label={f('image')} hint={f('imageHint')} accept={UPLOADS.image.extensions.map((e) => `.${e}`).join(',')} />
    </FormShell>
  );
}
