'use client';

import type { ReactNode } from 'react';
import { FieldMessage, RequiredMark } from './form-frame';
import { useFormContextValue } from './form-shell';

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** Label, hint and error ids of a field, and the props that tie them to its control. */
function useField(name: string, hint?: string) {
  const context = useFormContextValue();
  const id = context.idOf(name);
  const error = context.errorOf(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error,
    control: {
      id,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy,
    },
    register: context.register,
    value: context.valueOf(name),
  };
}

type TextProps = FieldBase & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  maxLength?: number;
  min?: string;
  max?: string;
  /** Shown again after a failed attempt (not for passwords). */
  keep?: boolean;
  onInput?: (value: string) => void;
  onFocus?: () => void;
  /** A <datalist>'s id, the list given as children (components/forms/place-suggestions.tsx). */
  list?: string;
  children?: ReactNode;
};

export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  keep = true,
  onInput,
  onFocus,
  list,
  children,
}: TextProps) {
  const { id, error, control, register, value } = useField(name, hint);
  const registered = register(name);
  return (
    <div className={`form__field${error ? ' form__field--invalid' : ''}`}>
      <label htmlFor={id} className="form__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        {...control}
        {...registered}
        onChange={(event) => {
          onInput?.(event.target.value);
          return registered.onChange(event);
        }}
        type={type}
        className="form__input"
        required={required}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        list={list}
        onFocus={onFocus}
        defaultValue={keep && typeof value === 'string' ? value : undefined}
      />
      {children}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ name, label, required, hint, maxLength, rows = 5 }: FieldBase & { maxLength?: number; rows?: number }) {
  const { id, error, control, register, value } = useField(name, hint);
  return (
    <div className={`form__field form__field--wide${error ? ' form__field--invalid' : ''}`}>
      <label htmlFor={id} className="form__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        {...control}
        {...register(name)}
        className="form__input form__textarea"
        required={required}
        aria-required={required || undefined}
        maxLength={maxLength}
        rows={rows}
        defaultValue={typeof value === 'string' ? value : undefined}
      />
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  options,
  placeholder,
}: FieldBase & { options: { value: string; label: string }[]; placeholder?: string }) {
  const { id, error, control, register, value } = useField(name, hint);
  return (
    <div className={`form__field${error ? ' form__field--invalid' : ''}`}>
      <label htmlFor={id} className="form__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <select
        {...control}
        {...register(name)}
        className="form__input form__select"
        required={required}
        aria-required={required || undefined}
        defaultValue={typeof value === 'string' ? value : ''}
      >
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

/** Radio buttons or checkboxes of one name, in a fieldset whose legend is the label. */
export function ChoiceGroup({
  name,
  label,
  required,
  hint,
  options,
  multiple = false,
  columns,
}: FieldBase & { options: { value: string; label: string }[]; multiple?: boolean; columns?: boolean }) {
  const { id, error, register, value } = useField(name, hint);
  const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`form__field form__field--wide form__group${columns ? ' form__group--columns' : ''}${error ? ' form__field--invalid' : ''}`}
      // A radio group says it is required and invalid as a radiogroup; a group of checkboxes only as invalid.
      role={multiple ? undefined : 'radiogroup'}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={(!multiple && required) || undefined}
    >
      <legend className="form__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="form__options">
        {options.map((option, i) => (
          <label key={option.value} className="form__option">
            <input
              {...register(name)}
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              // The first choice carries the group's id: the error summary's link leads to it.
              id={i === 0 ? id : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** One checkbox; `required` means it must be ticked (a confirmation). Never ticked in advance. */
export function CheckboxField({ name, label, required, hint }: FieldBase & { label: ReactNode }) {
  const { id, error, control, register, value } = useField(name, hint);
  return (
    <div className={`form__field form__field--wide form__check${error ? ' form__field--invalid' : ''}`}>
      <input
        {...control}
        {...register(name)}
        type="checkbox"
        value="on"
        required={required}
        aria-required={required || undefined}
        defaultChecked={value === 'on'}
      />
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

export function FileField({ name, label, required, hint, accept }: FieldBase & { accept: string }) {
  const { id, error, control, register } = useField(name, hint);
  return (
    <div className={`form__field form__field--wide${error ? ' form__field--invalid' : ''}`}>
      <label htmlFor={id} className="form__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        {...control}
        {...register(name)}
        type="file"
        accept={accept}
        className="form__file"
        required={required}
        aria-required={required || undefined}
      />
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
