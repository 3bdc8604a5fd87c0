'use client';

/**
 * The visit form of the booking page (app/[lang]/(site)/visit/[id]), for a visitor without JavaScript:
 * the same form as the detail page's visit request, with the free slots the page read for this request
 * rendered at once, so the choice works as a plain post. Only that page loads this module.
 */
import { ChoiceGroup, TextArea } from './fields';
import { NewsletterBox, PersonFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';
import { SlotPicker, type VisitChoice } from './slot-picker';

export function VisitBookingForm({ propertyId, choice, bands, ...shell }: ShellProps & { propertyId: number; choice: VisitChoice; bands: Option[] }) {
  const f = useFieldLabels();
  return (
    <FormShell form="contact-appointment" hidden={{ propertyId: String(propertyId) }} {...shell}>
      <PersonFields />
      <SlotPicker propertyId={propertyId} lang={shell.lang} initial={choice} fallback={<ChoiceGroup name="contactTime" label={f('contactTime')} required options={bands} />} />
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={3} />
      <NewsletterBox />
    </FormShell>
  );
}
