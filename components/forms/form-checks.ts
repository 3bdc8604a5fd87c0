'use client';

import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/visitor/schemas/parse';

/**
 * The browser's checks of a form (docs/decisions/0044): what react-hook-form did for the forms, in the
 * part of it they used, at a tenth of its bytes. The fields are uncontrolled: their values live in the
 * DOM, so a check reads the form's FormData (through the form's own schema, as the server does) and this
 * keeps only the errors, which fields were left, and whether the visitor tried to send.
 *
 * When a field is checked is react-hook-form's `mode: 'onTouched'` with `reValidateMode: 'onChange'`:
 * - before a first attempt to send, a field is checked when it is left, and from then on as it changes;
 * - after one, every field is checked as it changes (and no longer when left);
 * - a check of one field changes that field's error only; an attempt to send replaces them all.
 */

/** What a field spreads onto its control. */
export interface RegisteredField {
  name: string;
  ref: (element: Element | null) => void;
  onChange: (event: { target: EventTarget }) => void;
  onBlur: (event: { target: EventTarget }) => void;
}

export type CheckForm = (form: HTMLFormElement) => Promise<FieldErrors>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function formOf(target: EventTarget): HTMLFormElement | null {
  return (target as Control).form ?? null;
}

/** The names of a form's controls, in the order they are on the page. */
function namesInOrder(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  return [...new Set(Array.from(form.elements, (element) => (element as Control).name).filter(Boolean))];
}

/**
 * Sets a field as its value would have been typed or ticked (a prefill): text and selects take the
 * value, boxes and radios of the name are ticked when theirs is among the values. No event: nothing
 * was left or changed by the visitor.
 */
export function fillField(form: HTMLFormElement, name: string, value: string | string[]) {
  const values = Array.isArray(value) ? value : [value];
  for (const element of Array.from(form.elements) as Control[]) {
    if (element.name !== name) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
      element.checked = values.includes(element.value);
    else if (element instanceof HTMLSelectElement && element.multiple)
      for (const option of Array.from(element.options)) option.selected = values.includes(option.value);
    else element.value = values[0] ?? '';
  }
}

export function useFormChecks(check: CheckForm, serverErrors: FieldErrors | undefined) {
  // The server's errors replace the browser's when an answer brings some (react-hook-form's `errors`).
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors(serverErrors);
  }
  const [submitCount, setSubmitCount] = useState(0);
  // The form, for the order of its fields in the errors: kept when a check finds an error or the visitor
  // tries to send, in the render that shows them. Not from its fields' refs: a state set while React
  // commits the page's hydration is a synchronous update, which re-rendered the whole form and ran every
  // effect of the page in that same long task (issue 40).
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  // For the prefill, once the page runs (formNode).
  const formRef = useRef<HTMLFormElement | null>(null);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  // The last check started for each field: an older one that ends later does not undo it.
  const runs = useRef(new Map<string, number>());
  const run = useRef(0);

  const checkField = async (target: EventTarget) => {
    const element = target as Control;
    const node = formOf(target);
    if (!node || !element.name) return;
    const name = element.name;
    const mine = ++run.current;
    runs.current.set(name, mine);
    const found = await check(node);
    if (runs.current.get(name) !== mine) return;
    // In the same render as the error it orders.
    if (found[name]) setForm(node);
    setErrors((current) => {
      if (current[name] === found[name]) return current;
      const next = { ...current };
      if (found[name]) next[name] = found[name];
      else delete next[name];
      return next;
    });
  };

  const attach = useCallback((element: Element | null) => {
    const node = element ? formOf(element) : null;
    if (node) formRef.current = node;
  }, []);
  const formNode = useCallback(() => formRef.current, []);

  const register = (name: string): RegisteredField => ({
    name,
    ref: attach,
    onChange: (event) => {
      if (submitted.current || touched.current.has(name)) void checkField(event.target);
    },
    onBlur: (event) => {
      if (submitted.current) return;
      touched.current.add(name);
      void checkField(event.target);
    },
  });

  /** An attempt to send: every field checked at once; `onValid` only when none is in error. */
  const handleSubmit =
    (onValid: (event: FormEvent<HTMLFormElement>) => Promise<void> | void, onInvalid: () => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const node = event.currentTarget;
      run.current += 1;
      runs.current.clear();
      const found = await check(node);
      if (Object.keys(found).length > 0) {
        onInvalid();
        setErrors(found);
      } else {
        setErrors({});
        await onValid(event);
      }
      submitted.current = true;
      // In the same render as the count (and the errors of the server's answer after it).
      setForm(node);
      setSubmitCount((count) => count + 1);
    };

  // The errors in the order of the fields on the page; any other name after them.
  const order = namesInOrder(form);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const ordered = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b))) as FieldErrors;

  return { register, handleSubmit, errors: ordered, submitCount, formNode };
}
