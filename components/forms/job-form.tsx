'use client';

import { FileField, TextArea } from './fields';
import { PersonFields, useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function JobForm(shell: ShellProps) {
  const f = useFieldLabels();
  return (
    <FormShell form="job-contact" {...shell}>
      <PersonFields withTitle={false} />
      <TextArea name="remark" label={f('motivation')} maxLength={4000} />
      <FileField
        name="cv"
        label={f('cv')}
        required
        hint={f('cvHint')}
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
      />
    </FormShell>
  );
}
