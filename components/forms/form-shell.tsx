'use client';

import { createContext, startTransition, useActionState, useCallback, useContext, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors as RhfErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/data/types';
import { FORM_ACTIONS } from '@/lib/actions';
import { CONTROL_FIELDS, IDLE, INVALID_MESSAGE, type FormState } from '@/lib/forms/state';
import type { FormErrorKey } from '@/lib/schemas/fields';
import type { FormId } from '@/lib/schemas';
import { parseValues, rawValues, type FieldErrors } from '@/lib/schemas/parse';
import { startSolving, type Solving } from './captcha-solver';
import { loadSchema } from './schemas';

interface FormContextValue {
  form: FormId;
  register: UseFormRegister<Record<string, unknown>>;
  /** The error of a field now: the browser's check, or the server's answer until the field changes. */
  errorOf(name: string): FormErrorKey | undefined;
  /** What the visitor sent last (server answer) or what the page prefills. */
  valueOf(name: string): string | string[] | undefined;
  /** The field the page should focus when it loads with errors (a post without JavaScript). */
  firstError: string | undefined;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContextValue(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('form fields must be inside a FormShell');
  return context;
}

/**
 * Reads the form as the server will: FormData through the form's own schema (loaded on first use),
 * whatever react-hook-form holds. RHF keeps the errors, the touched state and the focus. The form is
 * found through any registered field.
 */
function formDataResolver(form: FormId): Resolver<Record<string, unknown>> {
  return async (_values, _context, options) => {
    const field = Object.values(options.fields).find((f) => f?.ref && 'form' in f.ref);
    const node = (field?.ref as HTMLInputElement | undefined)?.form;
    if (!node) return { values: {}, errors: {} };
    const parsed = parseValues(await loadSchema[form](), rawValues(new FormData(node)));
    if (parsed.ok) return { values: parsed.data as Record<string, unknown>, errors: {} };
    return { values: {}, errors: toRhfErrors(parsed.errors) };
  };
}

function toRhfErrors(errors: FieldErrors): RhfErrors<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, { type: 'schema', message: key }])) as RhfErrors<Record<string, unknown>>;
}

export interface FormShellProps {
  form: FormId;
  lang: Lang;
  /** Hidden fields of the form (the property it is about). */
  hidden?: Record<string, string>;
  /** Values to start with (the demand register prefilled from a listing's filters). */
  initial?: Record<string, string | string[]>;
  /** The page's address, for the submission's source (the browser's own when it runs). */
  page: string;
  submitLabel?: string;
  /** The privacy page's address, linked under the form. */
  privacyHref: string;
  /** How to reach the agency, for whoever cannot read the captcha. */
  contact: { phone: string; email: string };
  className?: string;
  /** The form's heading and introduction, rendered by the server (form-section.tsx). */
  header?: ReactNode;
  /** Folds the form under this summary; it opens itself when the server answers (even without JavaScript). */
  summary?: string;
  /** Values to fill in once the page runs (read from its address: the demand register from a listing). */
  prefill?: () => Record<string, string | string[]> | null;
  /** What to show once the server says done (default: its message). */
  done?: (state: FormState) => ReactNode;
  /** The submit buttons, when not the one default button (several intents: a `name`/`value` each). */
  actions?: ReactNode;
  /** Whether the form carries a captcha (default); forms behind a signed access value need none. */
  captcha?: boolean;
  children: ReactNode;
}

/**
 * Every form's frame: the server action with progressive enhancement (a plain post without
 * JavaScript, the same action called in a transition with it), the schema's checks in the browser,
 * the captcha, the honeypot, the error summary and the privacy line.
 */
export function FormShell({
  form,
  lang,
  hidden = {},
  initial = {},
  page,
  submitLabel,
  privacyHref,
  contact,
  className,
  header,
  summary,
  prefill,
  done,
  actions,
  captcha = true,
  children,
}: FormShellProps) {
  const t = useTranslations('Forms');
  // Without JavaScript the post goes to this page; its answer focuses (and so shows) the first field
  // in error or the form's message (autofocus, which a URL fragment would switch off).
  const [state, formAction, pending] = useActionState<FormState, FormData>(FORM_ACTIONS[form], IDLE, page);
  const summaryRef = useRef<HTMLDivElement>(null);
  const solving = useRef<Solving | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [solveFailed, setSolveFailed] = useState(false);

  const serverErrors = useMemo(() => (state.errors ? toRhfErrors(state.errors) : undefined), [state.errors]);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, submitCount },
  } = useForm<Record<string, unknown>>({
    resolver: formDataResolver(form),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    errors: serverErrors,
  });

  // The page is the same for everyone (cacheable); what its address asks to prefill is filled in here.
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill?.() ?? {})) setValue(name, value);
  }, [prefill, setValue]);

  const startCaptcha = useCallback(() => {
    if (captcha && !solving.current) solving.current = startSolving();
  }, [captcha]);

  // A new answer from the server with errors: focus the first invalid field, else the summary.
  useEffect(() => {
    if (state.attempt === 0 || state.status === 'done') return;
    const first = state.errors ? Object.keys(state.errors)[0] : undefined;
    if (first && first !== 'captcha') setFocus(first);
    else summaryRef.current?.focus();
    // The captcha's answer was used (or refused): the next attempt needs a new one.
    solving.current = null;
    if (state.errors?.captcha) startCaptcha();
  }, [state, setFocus, startCaptcha]);

  const onValid = async (_values: Record<string, unknown>, event?: BaseSyntheticEvent) => {
    const element = event?.target as HTMLFormElement | undefined;
    if (!element || verifying || pending) return;
    // The button that sent it names the intent (save or stop), as a post without JavaScript would.
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter ?? null;
    const data = new FormData(element, submitter);
    // Where the visitor really was, and the campaign tags its address carried.
    data.set(CONTROL_FIELDS.page, `${window.location.pathname}${window.location.search}`.slice(0, 500));
    for (const [name, value] of new URLSearchParams(window.location.search)) if (name.startsWith('utm_')) data.set(name, value);
    if (captcha) {
      startCaptcha();
      setVerifying(true);
      try {
        data.set(CONTROL_FIELDS.pow, await solving.current!.payload);
        setSolveFailed(false);
      } catch {
        // Without a proof of work the server answers with the characters to type, as without JavaScript.
        solving.current = null;
        setSolveFailed(true);
      } finally {
        setVerifying(false);
      }
    }
    startTransition(() => formAction(data));
  };

  const errorOf = (name: string) => (errors[name]?.message as FormErrorKey | undefined) ?? undefined;
  const values = state.values ?? initial;
  const firstError = state.message === 'captchaNeeded' ? 'captcha' : state.errors ? Object.keys(state.errors)[0] : undefined;
  const context: FormContextValue = {
    form,
    register,
    errorOf,
    valueOf: (name) => values[name],
    firstError,
  };
  const errorCount = Object.keys(errors).filter((name) => name !== 'captcha').length;
  const message = state.message;
  // Above the fields once the visitor tried to send: the server's word, else the form's own for fields
  // in error (the browser's check stopped the post), else how many need attention.
  const summaryMessage = message ?? (errorCount > 0 ? INVALID_MESSAGE[form] : undefined);
  const busy = pending || verifying;

  const fold = (body: ReactNode) =>
    summary ? (
      <details className="form-fold" open={state.attempt > 0 || undefined}>
        <summary className="form-fold__summary">{summary}</summary>
        {body}
      </details>
    ) : (
      body
    );

  if (state.status === 'done' && done) return fold(<>{done(state)}</>);
  if (state.status === 'done' && message)
    return fold(
      <>
        {header}
        <div className={`form form--done ${className ?? ''}`} role="status" tabIndex={-1} autoFocus>
          <p className="form__done">{t(`messages.${message}`)}</p>
        </div>
      </>,
    );

  return fold(
    <>
      {header}
      <FormContext.Provider value={context}>
      <form
        action={formAction}
        onSubmit={(event) => handleSubmit(onValid)(event)}
        onFocus={startCaptcha}
        noValidate
        className={`form ${className ?? ''}`}
        aria-describedby={`${form}-required-note`}
      >
        <input type="hidden" name={CONTROL_FIELDS.lang} value={lang} />
        <input type="hidden" name={CONTROL_FIELDS.page} value={page} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p id={`${form}-required-note`} className="form__note">
          {t('requiredNote')}
        </p>

        <div ref={summaryRef} tabIndex={-1} className="form__summary" role="alert" autoFocus={state.attempt > 0 && !firstError && !!message}>
          {(errorCount > 0 || summaryMessage) && (state.attempt > 0 || submitCount > 0) ? (
            <>
              {summaryMessage ? <p>{t(`messages.${summaryMessage}`)}</p> : null}
              {errorCount > 0 && !summaryMessage ? <p>{t('errorSummary', { count: errorCount })}</p> : null}
            </>
          ) : null}
        </div>

        {children}

        {/* People never see this field; bots that fill every field give themselves away. */}
        <div className="form__trap" aria-hidden="true">
          <label>
            {t('honeypot')}
            <input type="text" name={CONTROL_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        {state.captcha ? (
          <fieldset className="form__captcha">
            <legend>{t('captchaTitle')}</legend>
            {/* A data: URL made on the server for this answer; next/image has nothing to optimize here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={state.captcha.image} width={state.captcha.width} height={state.captcha.height} alt={t('captchaImage')} />
            <input type="hidden" name={CONTROL_FIELDS.codeToken} value={state.captcha.token} />
            <label htmlFor={`${form}-captcha`}>
              {t('captchaLabel')} <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${form}-captcha`}
              name={CONTROL_FIELDS.codeAnswer}
              type="text"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={state.errors?.captcha ? true : undefined}
              aria-describedby={state.errors?.captcha ? `${form}-captcha-error` : `${form}-captcha-help`}
              autoFocus={firstError === 'captcha'}
              className="form__input"
            />
            {state.errors?.captcha ? (
              <p id={`${form}-captcha-error`} className="form__error">
                {t('errors.captcha')}
              </p>
            ) : null}
            <p id={`${form}-captcha-help`} className="form__hint">
              {t('captchaHelp', contact)}
            </p>
          </fieldset>
        ) : state.errors?.captcha && !solveFailed ? (
          <p className="form__error">{t('errors.captcha')}</p>
        ) : null}

        <div className="form__actions" aria-busy={busy || undefined}>
          {actions ?? (
            <button type="submit" className="button button--accent" aria-disabled={busy || undefined}>
              {busy ? (verifying ? t('verifying') : t('sending')) : (submitLabel ?? t('submit'))}
            </button>
          )}
        </div>
        <p className="form__privacy">
          {t.rich('privacy', {
            link: (chunks) => (
              <a href={privacyHref}>{chunks}</a>
            ),
          })}
        </p>
      </form>
      </FormContext.Provider>
    </>,
  );
}
