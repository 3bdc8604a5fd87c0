'use client';

import { useState } from 'react';
import { numberInWords } from '@/lib/catalogue/format/number-words';
import { advanceOf } from '@/lib/visitor/schemas/constants';
import { TextArea, TextField } from './fields';
import { AddressFields, PersonFields, useFieldLabels } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function OfferForm({ propertyId, ...shell }: ShellProps & { propertyId: number }) {
  const f = useFieldLabels();
  const [amount, setAmount] = useState<number | null>(null);
  const words = amount !== null ? numberInWords(amount, shell.lang) : null;
  const euro = (value: number) => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }).format(value);
  return (
    <FormShell form="purchase-offer" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <AddressFields required />
      <div className="form__grid">
        <TextField
          name="amount"
          label={f('amount')}
          required
          inputMode="numeric"
          maxLength={15}
          onInput={(value) => {
            const digits = value.replace(/[.\s\u00a0\u202f]/g, '');
            setAmount(/^\d{1,9}$/.test(digits) ? Number(digits) : null);
          }}
        />
        <TextField
          name="amountWords"
          label={f('amountWords')}
          required
          hint={words ? `${f('amountWordsHint')} (${words})` : f('amountWordsHint')}
          maxLength={300}
        />
        <p className="form__computed" aria-live="polite">
          <span className="form__label">{f('advance')}</span> {amount ? `€ ${euro(advanceOf(amount))}` : f('advanceNone')}
        </p>
      </div>
      <div className="form__grid">
        <TextField name="startDate" label={f('startDate')} required type="date" />
        <TextField name="endDate" label={f('endDate')} required type="date" />
        <TextField name="place" label={f('place')} required maxLength={80} />
        <TextField name="signDate" label={f('signDate')} required type="date" />
        <TextField name="personA" label={f('personA')} required autoComplete="name" maxLength={120} />
        <TextField name="personB" label={f('personB')} maxLength={120} />
      </div>
      <TextArea name="conditions" label={f('conditions')} hint={f('conditionsHint')} maxLength={2000} rows={3} />
    </FormShell>
  );
}
