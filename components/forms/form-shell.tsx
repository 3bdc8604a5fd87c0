'use client';

import {
  createContext,
  useActionState,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslations } from '@/components/i18n/texts';
import { FORM_ACTIONS } from '@/lib/visitor/actions';
import { IDLE, INVALID_MESSAGE, type FormState } from '@/lib/visitor/forms/state';
import type { FormErrorKey } from '@/lib/visitor/schemas/fields';
import type { FormId } from '@/lib/visitor/schemas';
import { parseValues, rawValues } from '@/lib/visitor/schemas/parse';
import { fillField, useFormChecks, type CheckForm, type RegisteredField } from './form-checks';
import { FormDone, FormFrame, firstErrorOf, useEnhancedSubmit, type ShellProps } from './form-frame';
import { loadSchema } from './schemas';

export type { ShellProps } from './form-frame';

interface FormContextValue {
  form: FormId;
  register(name: string): RegisteredField;
  /** The error of a field now: the browser's check, or the server's answer until the field changes. */
  errorOf(name: string): FormErrorKey | undefined;
  /** What the visitor sent last (server answer) or what the page prefills. */
  valueOf(name: string): string | string[] | undefined;
  /** A field's element id: the same on the server and in the browser, so the error summary links to it. */
  idOf(name: string): string;
  /** How many answers the server gave, and its last message: a field may read fresh data after one. */
  attempt: number;
  message?: FormState['message'];
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContextValue(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('form fields must be inside a FormShell');
  return context;
}

/**
 * Fields in a plain form of a server component, outside any FormShell (the move of "my visit",
 * app/[lang]/(site)/my-visit): a shared field (the slot picker's fieldset) renders as a plain input,
 * checked by the browser's `required` and answered by the page the post comes back to.
 */
export function PlainFields({ children }: { children: ReactNode }) {
  const base = useId();
  const context: FormContextValue = {
    form: 'contact-appointment',
    register: (name) => ({ name, ref: () => undefined, onChange: () => undefined, onBlur: () => undefined }),
    errorOf: () => undefined,
    valueOf: () => undefined,
    idOf: (name) => `${base}-${name}`,
    attempt: 0,
  };
  return <FormContext.Provider value={context}>{children}</FormContext.Provider>;
}

/** Reads the form as the server will: its FormData through the form's own schema (loaded on first use). */
function formDataCheck(form: FormId): CheckForm {
  return async (node) => {
    const parsed = parseValues(await loadSchema[form](), rawValues(new FormData(node)));
    return parsed.ok ? {} : parsed.errors;
  };
}

export interface FormShellProps extends ShellProps {
  form: FormId;
  /** Hidden fields of the form (the property it is about). */
  hidden?: Record<string, string>;
  /** Values to start with (the demand register prefilled from a listing's filters). */
  initial?: Record<string, string | string[]>;
  submitLabel?: string;
  className?: string;
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
 * Every form's frame but the footer's newsletter (newsletter-form.tsx): the server action with
 * progressive enhancement (a plain post without JavaScript, the same action called in a transition
 * with it, form-frame.tsx), the schema's checks in the browser (form-checks.ts), the captcha, the
 * honeypot, the error summary and the privacy line. With a `summary`, folded (FormFold).
 */
export function FormShell(props: FormShellProps) {
  const { form, page, header, className, summary, unfoldedHref, unfolded, done } = props;
  // Without JavaScript the post goes to this page; its answer focuses (and so shows) the first field
  // in error or the form's message (autofocus, which a URL fragment would switch off).
  const [state, formAction, pending] = useActionState<FormState, FormData>(FORM_ACTIONS[form], IDLE, page);
  // A folded form shows its heading itself, open or not.
  const bodyHeader = summary ? undefined : header;
  const body =
    state.status === 'done' && done ? (
      <>{done(state)}</>
    ) : state.status === 'done' && state.message ? (
      <FormDone header={bodyHeader} className={className} message={state.message} />
    ) : (
      <LiveForm {...props} header={bodyHeader} state={state} formAction={formAction} pending={pending} />
    );
  if (!summary) return body;
  return (
    <FormFold summary={summary} header={header} href={unfoldedHref} open={unfolded || state.attempt > 0}>
      {body}
    </FormFold>
  );
}

/**
 * A form folded under its summary (a <details>), built when the visitor opens it, so that a detail page
 * neither carries, lays out nor hydrates the fields of its four folded forms (decision 0023, amendments
 * 6 and 9). Without JavaScript the fold holds a link (in a <noscript>) to the same page with this form
 * open (`href`, served from the cache like the page), or, without one, the form itself. `open`: shown open with its fields, on that page
 * or when the server has answered. The heading stays built, so a link to it (the contact bar's) opens
 * the fold.
 */
function FormFold({
  summary,
  header,
  href,
  open,
  children,
}: {
  summary: string;
  header: ReactNode;
  href?: string;
  open: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  const fold = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page was interactive: its toggle came before the handler.
  useEffect(() => {
    if (fold.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={fold}
      className="form-fold"
      open={open || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="form-fold__summary">{summary}</summary>
      {header}
      {opened || open ? (
        children
      ) : (
        <noscript>
          {href ? (
            <p className="form-fold__link">
              <a className="button button--outline" href={href}>
                {t('openForm')}
              </a>
            </p>
          ) : (
            children
          )}
        </noscript>
      )}
    </details>
  );
}

/** The form itself: the browser's checks over the server action's state, the fields and the frame. */
function LiveForm({
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
  prefill,
  actions,
  captcha = true,
  children,
  state,
  formAction,
  pending,
}: FormShellProps & { state: FormState; formAction: (data: FormData) => void; pending: boolean }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const { send, startCaptcha, verifying, solveFailed } = useEnhancedSubmit(formAction, state, captcha);
  // One id per form on the page (a form may appear twice: a module and the footer), its fields' ids after it.
  const uid = useId().replace(/[^\w-]/g, '');
  const idOf = (name: string) => `${form}-${name}-${uid}`;

  const check = useMemo(() => formDataCheck(form), [form]);
  const { register, handleSubmit, errors, submitCount, formNode } = useFormChecks(check, state.errors);

  // The page is the same for everyone (cacheable); what its address asks to prefill is filled in here,
  // once the form's fields are in the page.
  useEffect(() => {
    const formElement = formNode();
    if (!formElement) return;
    for (const [name, value] of Object.entries(prefill?.() ?? {})) fillField(formElement, name, value);
  }, [prefill, formNode]);

  // A new answer from the server: the summary takes the focus (its message and every error), or the
  // typed captcha when it is all that is missing.
  useEffect(() => {
    if (state.attempt === 0 || state.status === 'done') return;
    if (firstErrorOf(state) === 'captcha') document.getElementById(`${form}-captcha`)?.focus();
    else summaryRef.current?.focus();
  }, [state, form]);

  const onValid = async (event: FormEvent<HTMLFormElement>) => {
    const element = event.target as HTMLFormElement;
    if (verifying || pending) return;
    await send(element, (event.nativeEvent as SubmitEvent).submitter ?? null);
  };
  // The browser's check found errors: once they are drawn (the summary is hidden while empty), the
  // summary takes the focus (the effect below).
  const focusSummary = useRef(false);
  const onInvalid = () => {
    focusSummary.current = true;
  };

  const errorOf = (name: string): FormErrorKey | undefined => errors[name];
  const values = state.values ?? initial;
  const firstError = firstErrorOf(state);
  const context: FormContextValue = {
    form,
    register,
    errorOf,
    valueOf: (name) => values[name],
    idOf,
    attempt: state.attempt,
    message: state.message,
  };
  // The errors in the order of the fields on the page, but the captcha's (the frame shows it by its box).
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([name, key]) => name !== 'captcha' && key));
  const errorCount = Object.keys(fieldErrors).length;
  const message = state.message;
  useEffect(() => {
    if (!focusSummary.current || errorCount === 0) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });

  return (
    <>
      {header}
      <FormContext.Provider value={context}>
        <FormFrame
          form={form}
          lang={lang}
          page={page}
          privacyHref={privacyHref}
          contact={contact}
          action={formAction}
          onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}
          onFocus={startCaptcha}
          state={state}
          hidden={hidden}
          className={className}
          summaryRef={summaryRef}
          tried={submitCount > 0}
          errors={fieldErrors}
          idOf={idOf}
          // Above the fields once the visitor tried to send: the server's word, else the form's own for
          // fields in error (the browser's check stopped the post), else how many need attention.
          summaryMessage={message ?? (errorCount > 0 ? INVALID_MESSAGE[form] : undefined)}
          firstError={firstError}
          solveFailed={solveFailed}
          verifying={verifying}
          busy={pending || verifying}
          submitLabel={submitLabel}
          actions={actions}
        >
          {children}
        </FormFrame>
      </FormContext.Provider>
    </>
  );
}
