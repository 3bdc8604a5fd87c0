'use client';

/**
 * The visit form of the booking page (app/[lang]/(site)/visit/[id]), for a visitor without JavaScript:
 * the same form as the detail page's visit request, with the free slots the page read for this request
 * rendered at once, so the choice works as a plain post. Only that page loads this module.
 */
import { useState } from 'react';
import { ChoiceGroup, TextArea } from './fields';
import { NewsletterBox, PersonFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';
import { SlotPicker, type VisitChoice } from './slot-picker';

export function VisitBookingForm({
  propertyId,
  choice,
  bands,
  fullText,
  ...shell
}: ShellProps & { propertyId: number; choice: VisitChoice; bands: Option[]; fullText: string }) {
  const f = useFieldLabels();
  // The last free slot taken while the visitor filled in the form (read again after the answer): no
  // request to send, the page says so as when it was full from the start.
  const [full, setFull] = useState(false);
  if (full)
    return (
      <p className="form-fold__full" role="status">
        {fullText}
      </p>
    );
  return (
    <FormShell form="contact-appointment" hidden={{ propertyId: String(propertyId) }} {...shell}>
      {/* When first, then who: whether a time suits is known before anything personal is asked. */}
      <SlotPicker
        propertyId={propertyId}
        lang={shell.lang}
        initial={choice}
        onFull={setFull}
        fallback={<ChoiceGroup name="contactTime" label={f('contactTime')} required options={bands} />}
      />
      <PersonFields />
      <TextArea name="remark" label={f('remark')} maxLength={2000} rows={3} />
      <NewsletterBox />
    </FormShell>
  );
}
