'use client';

import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { SearchCombobox } from './search-combobox';

type Goal = 'sale' | 'rent';

/**
 * The search box with its sale-or-rent choice (components/search/search-form.tsx). The choice is a plain
 * radio group, sent as `goal` with the form (the listing hands a rent search on, lib/catalogue/routing/resolve.ts);
 * with JavaScript it also points the form at the chosen listing and makes the suggestions and the
 * button's count follow it.
 */
export function SearchGoal({
  lang,
  inputId,
  className,
  choice,
  counts,
  actions,
  children,
}: {
  lang: string;
  inputId: string;
  className: string;
  /** The radio group, rendered on the server. */
  choice: ReactNode;
  counts: Record<Goal, number>;
  actions: Record<Goal, string>;
  /** The input's label and icon. */
  children: ReactNode;
}) {
  const [goal, setGoal] = useState<Goal>('sale');
  const choiceBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = choiceBox.current?.closest('form');
    // The form already goes to the chosen listing: the choice needs no place in its address.
    const drop = (event: FormDataEvent) => event.formData.delete('goal');
    form?.addEventListener('formdata', drop);
    return () => form?.removeEventListener('formdata', drop);
  }, []);
  const choose = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.name !== 'goal' || (input.value !== 'sale' && input.value !== 'rent')) return;
    setGoal(input.value);
    input.form?.setAttribute('action', actions[input.value]);
  };
  return (
    <>
      <div ref={choiceBox} onChange={choose}>
        {choice}
      </div>
      <div className={`search-form ${className}`}>
        {children}
        <SearchCombobox lang={lang} goal={goal} inputId={inputId} name="q" placeholder button={{ count: counts[goal] }} />
      </div>
    </>
  );
}
