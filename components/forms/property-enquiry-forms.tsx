'use client';

/** The detail page's forms but the offer and the rental application (their own modules, each for one goal). */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { addDays, brusselsToday, UPCOMING_DAYS } from '@/lib/visitor/schemas/calendar';
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

// Loaded when the visit form is built (its fold opened), not with the detail page's code.
const SlotPicker = lazy(() => import('./slot-picker').then((module) => ({ default: module.SlotPicker })));

const noSubscription = () => () => {};
/** Today in Brussels once the page runs; nothing while it renders on the server (a cached page must not keep a day). */
const useToday = () => useSyncExternalStore(noSubscription, brusselsToday, () => undefined);

export function AppointmentForm({
  propertyId,
  slots,
  slotsLink,
  fullText,
  ...shell
}: ShellProps & { propertyId: number; slots: Option[]; slotsLink: { href: string; label: string }; fullText: string }) {
  const f = useFieldLabels();
  // The date picker offers the days the schema accepts (lib/visitor/schemas/contact-appointment.ts).
  const today = useToday();
  // Every published slot taken: no request to send. The fold then says so, as for a property whose
  // appointments are full, and holds no fields (the more-info form stays, above).
  const [full, setFull] = useState(false);
  // The property's published visit slots replace the time bands once they are read, when it has free ones.
  const bands = (
    <>
      <ChoiceGroup name="contactTime" label={f('contactTime')} required options={slots} />
      <div className="form__grid">
        <TextField name="preferredDate" label={f('preferredDate')} type="date" min={today} max={today && addDays(today, UPCOMING_DAYS)} />
      </div>
    </>
  );
  if (full)
    return (
      <p className="form-fold__full" role="status">
        {fullText}
      </p>
    );
  return (
    <FormShell form="contact-appointment" hidden={{ propertyId: String(propertyId) }} {...shell}>
      {/* When first, then who: whether a time suits is known before anything personal is asked. */}
      {/* Without JavaScript the cached page cannot list the free slots: the booking page does, per request. */}
      <noscript>
        <p className="form-fold__link">
          <a className="button button--outline" href={slotsLink.href}>
            {slotsLink.label}
          </a>
        </p>
      </noscript>
      <Suspense fallback={bands}>
        <SlotPicker propertyId={propertyId} lang={shell.lang} fallback={bands} onFull={setFull} />
      </Suspense>
      <PersonFields />
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
