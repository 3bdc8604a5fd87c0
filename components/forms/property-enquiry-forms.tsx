'use client';

/** The detail page's forms but the offer and the rental application (their own modules, each for one goal). */
import { useSyncExternalStore } from 'react';
import { addDays, brusselsToday, UPCOMING_DAYS } from '@/lib/schemas/calendar';
import { ChoiceGroup, TextArea, TextField } from './fields';
import { NewsletterBox, PersonFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

export function ContactMeForm({ propertyId, ...shell }: ShellProps & { propertyId: number }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-me" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <TextArea name="remark" label={f('remark')} maxLength={2000} />
      <NewsletterBox />
    </FormShell>
  );
}

const noSubscription = () => () => {};
/** Today in Brussels once the page runs; nothing while it renders on the server (a cached page must not keep a day). */
const useToday = () => useSyncExternalStore(noSubscription, brusselsToday, () => undefined);

export function AppointmentForm({ propertyId, slots, ...shell }: ShellProps & { propertyId: number; slots: Option[] }) {
  const f = useFieldLabels();
  // The date picker offers the days the schema accepts (lib/schemas/contact-appointment.ts).
  const today = useToday();
  return (
    <FormShell form="contact-appointment" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <ChoiceGroup name="contactTime" label={f('contactTime')} required options={slots} />
      <div className="form__grid">
        <TextField name="preferredDate" label={f('preferredDate')} type="date" min={today} max={today && addDays(today, UPCOMING_DAYS)} />
      </div>
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={3} />
      <NewsletterBox />
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
