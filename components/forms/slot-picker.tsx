'use client';

/**
 * The visit form's choice of a published slot (docs/decisions/0042): the property's free slots, read
 * live when the form is built (the detail page is cached and never holds them), grouped by day, one
 * radio per time. Until they come, or when none is free or the request fails, the form keeps its time
 * bands. After each answer of the server the slots are read again: a time just taken is gone, the
 * next free ones are offered, the visitor's input stays.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/texts';
import { FieldMessage, RequiredMark } from './form-frame';
import { useFormContextValue } from './form-shell';

export interface SlotChoice {
  id: number;
  time: string;
  label: string | null;
  places: string | null;
}

export interface SlotChoiceDay {
  date: string;
  day: string;
  slots: SlotChoice[];
}

/** What lib/visitor/visits/choices.ts's `visitChoice` says: the free slots, or that all are taken. */
export interface VisitChoice {
  days: SlotChoiceDay[];
  full: boolean;
}

const NONE: VisitChoice = { days: [], full: false };

/** The free slots of a property, read again after every answer of the server; null until known. */
function useVisitChoice(propertyId: number, lang: string, attempt: number, initial?: VisitChoice): VisitChoice | null {
  const [choice, setChoice] = useState<VisitChoice | null>(initial ?? null);
  useEffect(() => {
    // The page read them for this render already (the booking page): again only after an answer.
    if (initial && attempt === 0) return;
    const controller = new AbortController();
    fetch(`/api/visit-slots/${propertyId}/?lang=${encodeURIComponent(lang)}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: Partial<VisitChoice> | null) =>
        setChoice(Array.isArray(body?.days) ? { days: body.days, full: body.full === true } : NONE),
      )
      .catch(() => {
        if (!controller.signal.aborted) setChoice(NONE);
      });
    return () => controller.abort();
  }, [propertyId, lang, attempt, initial]);
  return choice;
}

/** The slots as radios, one group per day, inside the field's fieldset. */
export function SlotFieldset({ days, name = 'slot' }: { days: SlotChoiceDay[]; name?: string }) {
  const f = useTranslations('Forms.fields');
  const { idOf, errorOf, register, valueOf } = useFormContextValue();
  const id = idOf(name);
  const error = errorOf(name);
  const chosen = valueOf(name);
  return (
    <fieldset
      className={`form__field form__field--wide form__group slot-picker${error ? ' form__field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form__label">
        {f('slot')}
        <RequiredMark required />
      </legend>
      {days.map((day, d) => (
        <fieldset key={day.date} className="slot-picker__day">
          <legend className="slot-picker__date">{day.day}</legend>
          <div className="form__options slot-picker__slots">
            {day.slots.map((slot, i) => (
              <label key={slot.id} className="form__option slot-picker__slot">
                <input
                  {...register(name)}
                  type="radio"
                  value={String(slot.id)}
                  required
                  defaultChecked={chosen === String(slot.id)}
                  id={d === 0 && i === 0 ? id : undefined}
                />
                <span>
                  {slot.time}
                  {slot.label ? ` · ${slot.label}` : ''}
                  {slot.places ? (
                    <>
                      {' '}
                      <span className="slot-picker__places">{slot.places}</span>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/**
 * The slots when the property has free ones; "the appointments are full" when its slots are all taken
 * (`onFull` lets the form give way to that message: no fields without a button to send them); else `fallback` (the time bands).
 */
export function SlotPicker({
  propertyId,
  lang,
  fallback,
  onFull,
  initial,
}: {
  propertyId: number;
  lang: string;
  fallback: ReactNode;
  onFull?(full: boolean): void;
  /** The choice as the page read it, rendered at once (the booking page, without JavaScript). */
  initial?: VisitChoice;
}) {
  const t = useTranslations('Forms.messages');
  const { attempt } = useFormContextValue();
  const choice = useVisitChoice(propertyId, lang, attempt, initial);
  const full = !!choice?.full;
  useEffect(() => onFull?.(full), [full, onFull]);
  if (choice?.days.length) return <SlotFieldset days={choice.days} />;
  if (full)
    return (
      <p className="form-fold__full" role="status">
        {t('appointmentsFull')}
      </p>
    );
  return <>{fallback}</>;
}
