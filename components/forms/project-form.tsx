'use client';

import { TextArea } from './fields';
import { NewsletterBox, PersonFields, useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function ProjectForm({ projectId, ...shell }: ShellProps & { projectId: number }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-construction" hidden={{ projectId: String(projectId) }} {...shell}>
      <PersonFields />
      <TextArea name="remark" label={f('remark')} maxLength={2000} />
      <NewsletterBox />
    </FormShell>
  );
}
