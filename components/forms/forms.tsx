'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { numberInWords } from '@/lib/format/number-words';
import { advanceOf, OWNER_GOALS, SEEKER_GOALS, TITLES, UPLOADS } from '@/lib/schemas/constants';
import { ChoiceGroup, CheckboxField, FileField, SelectField, TextArea, TextField } from './fields';
import type { SearchView } from '@/lib/forms/state';
import type { SigningAmounts } from '@/lib/property/rental';
import { FormShell, type FormShellProps } from './form-shell';

/** What every form gets from the page that places it (components/forms/form-section.tsx). */
export type ShellProps = Pick<FormShellProps, 'lang' | 'page' | 'privacyHref' | 'contact' | 'header' | 'summary'>;

type Option = { value: string; label: string };

function useFieldLabels() {
  return useTranslations('Forms.fields');
}

function PersonFields({ phone = 'required', withTitle = true }: { phone?: 'required' | 'optional' | 'none'; withTitle?: boolean }) {
  const f = useFieldLabels();
  return (
    <div className="form__grid">
      {withTitle ? (
        <SelectField name="title" label={f('title')} required placeholder={f('titleChoose')} options={TITLES.map((title) => ({ value: title, label: f(`titles.${title}`) }))} />
      ) : null}
      <TextField name="firstName" label={f('firstName')} required autoComplete="given-name" maxLength={60} />
      <TextField name="lastName" label={f('lastName')} required autoComplete="family-name" maxLength={60} />
      <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
      {phone !== 'none' ? <TextField name="phone" label={f('phone')} required={phone === 'required'} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} /> : null}
    </div>
  );
}

function AddressFields({ required, labels }: { required: boolean; labels?: { street: string; zip: string; city: string } }) {
  const f = useFieldLabels();
  return (
    <div className="form__grid">
      <TextField name="street" label={labels?.street ?? f('street')} required={required} autoComplete={labels ? undefined : 'address-line1'} maxLength={120} />
      <TextField name="zip" label={labels?.zip ?? f('zip')} required={required} autoComplete={labels ? undefined : 'postal-code'} inputMode="numeric" maxLength={6} />
      <TextField name="city" label={labels?.city ?? f('city')} required={required} autoComplete={labels ? undefined : 'address-level2'} maxLength={60} />
    </div>
  );
}

function Newsletter() {
  const f = useFieldLabels();
  return <CheckboxField name="newsletter" label={f('newsletter')} />;
}

export function ContactMeForm({ propertyId, ...shell }: ShellProps & { propertyId: number }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-me" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <TextArea name="remark" label={f('remark')} maxLength={2000} />
      <Newsletter />
    </FormShell>
  );
}

export function AppointmentForm({ propertyId, slots, ...shell }: ShellProps & { propertyId: number; slots: Option[] }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-appointment" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <ChoiceGroup name="contactTime" label={f('contactTime')} required options={slots} />
      <div className="form__grid">
        <TextField name="preferredDate" label={f('preferredDate')} type="date" />
      </div>
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={3} />
      <Newsletter />
    </FormShell>
  );
}

export function FriendForm({ propertyId, ...shell }: ShellProps & { propertyId: number }) {
  const f = useFieldLabels();
  return (
    <FormShell form="send-to-friend" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <div className="form__grid">
        <TextField name="firstName" label={f('firstName')} required autoComplete="given-name" maxLength={60} />
        <TextField name="lastName" label={f('lastName')} required autoComplete="family-name" maxLength={60} />
        <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <TextField name="friendName" label={f('friendName')} required autoComplete="off" maxLength={60} />
        <TextField name="friendEmail" label={f('friendEmail')} required type="email" autoComplete="off" inputMode="email" maxLength={254} />
      </div>
      <TextArea name="remark" label={f('friendNote')} maxLength={300} rows={3} />
    </FormShell>
  );
}

export function DocumentsForm({ propertyId, ...shell }: ShellProps & { propertyId: number }) {
  return (
    <FormShell form="documents" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields phone="optional" withTitle={false} />
    </FormShell>
  );
}

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
        <TextField name="amountWords" label={f('amountWords')} required hint={words ? `${f('amountWordsHint')} (${words})` : f('amountWordsHint')} maxLength={300} />
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

export function ProjectForm({ projectId, ...shell }: ShellProps & { projectId: number }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-construction" hidden={{ projectId: String(projectId) }} {...shell}>
      <PersonFields />
      <TextArea name="remark" label={f('remark')} maxLength={2000} />
      <Newsletter />
    </FormShell>
  );
}

export function ValuationForm({ types, ...shell }: ShellProps & { types: Option[] }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-demand" {...shell}>
      <PersonFields />
      <AddressFields required labels={{ street: f('propertyStreet'), zip: f('propertyZip'), city: f('propertyCity') }} />
      <div className="form__grid">
        <SelectField name="type" label={f('type')} placeholder={f('typeAny')} options={types} />
      </div>
      <ChoiceGroup name="goal" label={f('goal')} required options={OWNER_GOALS.map((goal) => ({ value: goal, label: f(`goals.${goal}`) }))} />
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={4} />
      <Newsletter />
    </FormShell>
  );
}

/**
 * What a listing's "save this search" link carries (components/listing/listing-page.tsx): its goal,
 * types, zones (the postal codes its city, province and region filters keep; cities by name or postal
 * code from older links) and price and bedroom filters, as demand register values.
 */
export function demandFromListing(search: string, zones: Option[]): Record<string, string | string[]> | null {
  const params = new URLSearchParams(search);
  const values: Record<string, string | string[]> = {};
  const goal = params.get('goal');
  if (goal === 'sale' || goal === 'rent') values.goal = goal === 'sale' ? 'buy' : 'rent';
  const types = params.getAll('type').filter((id) => /^\d{1,6}$/.test(id));
  if (types.length) values.types = types;
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
  const cities = params.getAll('city').map(fold);
  const codes = params.getAll('zone');
  const chosen = zones
    .filter((zone) => codes.includes(zone.value) || cities.some((city) => city === zone.value || fold(zone.label).startsWith(`${city} (`)))
    .map((zone) => zone.value);
  if (chosen.length) values.zones = chosen;
  for (const [param, name] of [
    ['price_min', 'priceMin'],
    ['price_max', 'priceMax'],
    ['bedrooms', 'bedroomsMin'],
  ] as const) {
    const value = params.get(param);
    if (value && /^\d{1,9}$/.test(value)) values[name] = value;
  }
  return Object.keys(values).length ? values : null;
}

export function DemandRegisterForm({ types, zones, initial, ...shell }: ShellProps & { types: Option[]; zones: Option[]; initial?: Record<string, string | string[]> }) {
  const f = useFieldLabels();
  const prefill = useCallback(() => demandFromListing(window.location.search, zones), [zones]);
  return (
    <FormShell form="demand-register" initial={initial} prefill={prefill} {...shell}>
      <PersonFields />
      <AddressFields required={false} />
      <div className="form__grid">
        <TextField name="password" label={f('password')} required type="password" autoComplete="new-password" hint={f('passwordHint')} maxLength={128} keep={false} />
        <TextField name="passwordConfirm" label={f('passwordConfirm')} required type="password" autoComplete="new-password" maxLength={128} keep={false} />
      </div>
      <CriteriaFields types={types} zones={zones} />
      <Newsletter />
    </FormShell>
  );
}

/** What a search looks for: the demand register's and the "my search" page's fields. */
function CriteriaFields({ types, zones }: { types: Option[]; zones: Option[] }) {
  const f = useFieldLabels();
  return (
    <>
      <ChoiceGroup name="goal" label={f('goal')} required options={SEEKER_GOALS.map((goal) => ({ value: goal, label: f(`goals.${goal}`) }))} />
      <ChoiceGroup name="types" label={f('types')} required multiple columns options={types} />
      <ChoiceGroup name="zones" label={f('zones')} required multiple columns options={zones} />
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

/**
 * "My search": signing in with the demand register's address and password, then one form per
 * search to change it or stop it (lib/forms/manage-search.ts).
 */
export function SearchLoginForm({ types, zones, ...shell }: ShellProps & { types: Option[]; zones: Option[] }) {
  const f = useFieldLabels();
  const t = useTranslations('Forms');
  return (
    <FormShell
      form="search-login"
      submitLabel={t('search-login.submit')}
      done={(state) =>
        state.searches ? (
          <div className="search-list">
            <p role="status">{t('messages.signedIn')}</p>
            {state.searches.items.map((search) => (
              <SearchEditForm key={search.id} search={search} access={state.searches!.access} types={types} zones={zones} {...shell} header={undefined} summary={undefined} />
            ))}
          </div>
        ) : null
      }
      {...shell}
    >
      <div className="form__grid">
        <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <TextField name="password" label={f('password')} required type="password" autoComplete="current-password" maxLength={128} keep={false} />
      </div>
    </FormShell>
  );
}

export function SearchEditForm({ search, access, types, zones, ...shell }: ShellProps & { search: SearchView; access: string; types: Option[]; zones: Option[] }) {
  const t = useTranslations('Forms.search-edit');
  return (
    <section className="search-edit" aria-label={t('title')}>
      {search.confirmed ? null : <p className="form__hint">{t('pending')}</p>}
      <FormShell
        form="search-edit"
        captcha={false}
        hidden={{ access, searchId: search.id }}
        initial={search.criteria}
        actions={
          <>
            <button type="submit" name="intent" value="save" className="button button--accent">
              {t('save')}
            </button>
            <button type="submit" name="intent" value="stop" className="button button--outline">
              {t('stop')}
            </button>
          </>
        }
        {...shell}
      >
        <CriteriaFields types={types} zones={zones} />
      </FormShell>
    </section>
  );
}

export function SiteContactForm(shell: ShellProps) {
  const f = useFieldLabels();
  return (
    <FormShell form="site-contact" {...shell}>
      <PersonFields />
      <AddressFields required={false} />
      <TextArea name="remark" label={f('remark')} required maxLength={4000} />
      <Newsletter />
    </FormShell>
  );
}

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

export function JobForm(shell: ShellProps) {
  const f = useFieldLabels();
  return (
    <FormShell form="job-contact" {...shell}>
      <PersonFields withTitle={false} />
      <TextArea name="remark" label={f('motivation')} maxLength={4000} />
      <FileField name="cv" label={f('cv')} required hint={f('cvHint')} accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
    </FormShell>
  );
}

export function NewsletterForm(shell: ShellProps) {
  const t = useTranslations('Forms.sign-newsletter');
  return (
    <FormShell form="sign-newsletter" submitLabel={t('submit')} className="form--inline" {...shell}>
      <TextField name="email" label={t('emailLabel')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
    </FormShell>
  );
}
