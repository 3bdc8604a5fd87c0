'use client';

/** The groups of fields several forms share, and their labels (Forms.fields). */
import { useTranslations } from '@/components/i18n/texts';
import { SEEKER_GOALS, TITLES } from '@/lib/visitor/schemas/constants';
import { useId } from 'react';
import { ChoiceGroup, CheckboxField, SelectField, TextField } from './fields';
import { usePlaceSuggestions } from './place-suggestions';

export type Option = { value: string; label: string };

export function useFieldLabels() {
  return useTranslations('Forms.fields');
}

export function PersonFields({ phone = 'required', withTitle = true }: { phone?: 'required' | 'optional' | 'none'; withTitle?: boolean }) {
  const f = useFieldLabels();
  return (
    <div className="form__grid">
      {withTitle ? (
        <SelectField
          name="title"
          label={f('title')}
          required
          placeholder={f('titleChoose')}
          options={TITLES.map((title) => ({ value: title, label: f(`titles.${title}`) }))}
        />
      ) : null}
      <TextField name="firstName" label={f('firstName')} required autoComplete="given-name" maxLength={60} />
      <TextField name="lastName" label={f('lastName')} required autoComplete="family-name" maxLength={60} />
      <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
      {phone !== 'none' ? (
        <TextField
          name="phone"
          label={f('phone')}
          required={phone === 'required'}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
      ) : null}
    </div>
  );
}

export function AddressFields({ required, labels }: { required: boolean; labels?: { street: string; zip: string; city: string } }) {
  const f = useFieldLabels();
  return (
    <div className="form__grid">
      <TextField
        name="street"
        label={labels?.street ?? f('street')}
        required={required}
        autoComplete={labels ? undefined : 'address-line1'}
        maxLength={120}
      />
      <TextField
        name="zip"
        label={labels?.zip ?? f('zip')}
        required={required}
        autoComplete={labels ? undefined : 'postal-code'}
        inputMode="numeric"
        maxLength={6}
      />
      <TextField
        name="city"
        label={labels?.city ?? f('city')}
        required={required}
        autoComplete={labels ? undefined : 'address-level2'}
        maxLength={60}
      />
    </div>
  );
}

/** "Keep me informed by newsletter", under a form (lib/visitor/forms/handle.ts signs the address up). */
export function NewsletterBox() {
  const f = useFieldLabels();
  return <CheckboxField name="newsletter" label={f('newsletter')} />;
}

/** What a search looks for: the demand register's and the "my search" page's fields. */
/** Any other Belgian or Luxembourg municipality, by name or postal code (lib/visitor/schemas/demand-register.ts), names suggested as typed. */
function OtherPlacesField({ label, hint }: { label: string; hint: string }) {
  const { datalist, ...suggestions } = usePlaceSuggestions(`${useId()}-places`);
  return (
    <TextField name="zonesOther" label={label} hint={hint} inputMode="text" autoComplete="off" maxLength={400} {...suggestions}>
      {datalist}
    </TextField>
  );
}

export function CriteriaFields({ types, zones }: { types: Option[]; zones: Option[] }) {
  const f = useFieldLabels();
  return (
    <>
      <ChoiceGroup
        name="goal"
        label={f('goal')}
        required
        options={SEEKER_GOALS.map((goal) => ({ value: goal, label: f(`goals.${goal}`) }))}
      />
      <ChoiceGroup name="types" label={f('types')} required multiple columns options={types} />
      <ChoiceGroup name="zones" label={f('zones')} required multiple columns options={zones} />
      <OtherPlacesField label={f('zonesOther')} hint={f('zonesOtherHint')} />
      <div className="form__grid">
        <TextField name="priceMin" label={f('priceMin')} inputMode="numeric" maxLength={12} />
        <TextField name="priceMax" label={f('priceMax')} inputMode="numeric" maxLength={12} />
        <TextField name="bedroomsMin" label={f('bedroomsMin')} inputMode="numeric" maxLength={2} />
        <TextField name="garagesMin" label={f('garagesMin')} inputMode="numeric" maxLength={2} />
        <TextField name="garagesMax" label={f('garagesMax')} inputMode="numeric" maxLength={2} />
        <TextField name="parkingMin" label={f('parkingMin')} inputMode="numeric" maxLength={2} />
        <TextField name="parkingMax" label={f('parkingMax')} inputMode="numeric" maxLength={2} />
      </div>
    </>
  );
}
