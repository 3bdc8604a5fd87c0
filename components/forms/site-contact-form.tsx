'use client';

import { TextArea } from './fields';
import { AddressFields, NewsletterBox, PersonFields, useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function SiteContactForm(shell: ShellProps) {
  const f = useFieldLabels();
  return (
    <FormShell form="site-contact" {...shell}>
      <PersonFields />
      <AddressFields required={false} />
      <TextArea name="remark" label={f('remark')} required maxLength={4000} />
      <NewsletterBox />
    </FormShell>
  );
}
