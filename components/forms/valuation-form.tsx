'use client';

import { OWNER_GOALS } from '@/lib/visitor/schemas/constants';
import { ChoiceGroup, SelectField, TextArea } from './fields';
import { AddressFields, NewsletterBox, PersonFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function ValuationForm({ types, ...shell }: ShellProps & { types: Option[] }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-demand" {...shell}>
      <PersonFields />
      <AddressFields required labels={{ street: f('propertyStreet'), zip: f('propertyZip'), city: f('propertyCity') }} />
      <div className="form__grid">
        <SelectField name="type" label={f('type')} placeholder={f('typeAny')} options={types} />
      </div>
      <ChoiceGroup
        name="goal"
        label={f('goal')}
        required
        options={OWNER_GOALS.map((goal) => ({ value: goal, label: f(`goals.${goal}`) }))}
      />
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={4} />
      <NewsletterBox />
    </FormShell>
  );
}
