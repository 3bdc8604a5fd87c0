'use client';

import type { SigningAmounts } from '@/lib/catalogue/property/rental';
import { CheckboxField, TextArea, TextField } from './fields';
import { AddressFields, PersonFields, useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

/** The amount to confirm: exact, a minimum when charges or inventory are still to be confirmed, or in words. */
function amountLabel(f: ReturnType<typeof useFieldLabels>, amounts: SigningAmounts | null): string {
  if (!amounts) return f('confirmAmountUnknown');
  const { complete, ...values } = amounts;
  return f(complete ? 'confirmAmount' : 'confirmAmountAtLeast', values);
}

export function RentalForm({ propertyId, amounts, ...shell }: ShellProps & { propertyId: number; amounts: SigningAmounts | null }) {
  const f = useFieldLabels();
  return (
    <FormShell form="rental-application" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <AddressFields required={false} />
      <div className="form__grid">
        <TextField name="adults" label={f('adults')} required inputMode="numeric" maxLength={2} />
        <TextField name="kids" label={f('kids')} inputMode="numeric" maxLength={2} />
        <TextField name="pets" label={f('pets')} hint={f('petsHint')} maxLength={120} />
        <TextField name="movingDate" label={f('movingDate')} required type="date" />
        <TextField name="income1" label={f('income1')} required inputMode="numeric" maxLength={12} />
        <TextField name="income2" label={f('income2')} inputMode="numeric" maxLength={12} />
      </div>
      <TextArea name="movingReason" label={f('movingReason')} maxLength={1000} rows={3} />
      <CheckboxField name="confirmIncome" label={f('confirmIncome')} required />
      <CheckboxField name="confirmPersons" label={f('confirmPersons')} required />
      <CheckboxField name="confirmDescription" label={f('confirmDescription')} required />
      <CheckboxField name="confirmAmount" label={amountLabel(f, amounts)} required />
    </FormShell>
  );
}
