'use client';

/**
 * What every form has around its fields, without the fields' checks (form-checks.ts): the hidden
 * controls, the required note, the error summary, the honeypot, the typed captcha, the submit button and
 * the privacy line, and the proof-of-work captcha solved before the post. FormShell (form-shell.tsx) puts its fields in it;
 * the footer's newsletter form (newsletter-form.tsx), on every page, uses it alone, so that the checks and
 * the schema loader are loaded only by the pages that show another form.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type FormEventHandler,
  type MouseEvent,
} from 'react';
import { useTranslations } from '@/components/i18n/texts';
import type { Lang } from '@/lib/catalogue/data/types';
import type { FormMessageKey, FormState } from '@/lib/visitor/forms/state';
import { CONTROL_FIELDS } from '@/lib/visitor/schemas/constants';
import type { FormId } from '@/lib/visitor/schemas';
import type { FormErrorKey } from '@/lib/visitor/schemas/fields';
import { startSolving, type Solving } from './captcha-solver';

/** What every form gets from the page that places it (form-section.tsx). */
export interface ShellProps {
  lang: Lang;
  /** The page's address, for the submission's source (the browser's own when it runs). */
  page: string;
  /** The privacy page's address, linked under the form. */
  privacyHref: string;
  /** How to reach the agency, for whoever cannot read the captcha. */
  contact: { phone: string; email: string };
  /** The form's heading and introduction, rendered by the server (form-section.tsx). */
  header?: ReactNode;
  /** Folds the form under this summary; it opens itself when the server answers (even without JavaScript). */
  summary?: string;
  /** A folded form: the page with it open, where the fold links without JavaScript (lib/catalogue/property/folds.ts). */
  unfoldedHref?: string;
  /** A folded form shown open, fields built (that page). */
  unfolded?: boolean;
}

/**
 * The post with JavaScript: the form's data with the page the visitor is really on, its campaign tags
 * and the captcha's proof of work, sent to the server action in a transition. The proof of work starts
 * when the visitor first focuses the form and is renewed after each answer that used it.
 */
export function useEnhancedSubmit(formAction: (data: FormData) => void, state: FormState, captcha = true) {
  const solving = useRef<Solving | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [solveFailed, setSolveFailed] = useState(false);

  const startCaptcha = useCallback(() => {
    if (captcha && !solving.current) solving.current = startSolving();
  }, [captcha]);

  // The captcha's answer was used (or refused) by this answer: the next attempt needs a new one.
  useEffect(() => {
    if (state.attempt === 0 || state.status === 'done') return;
    solving.current = null;
    if (state.errors?.captcha) startCaptcha();
  }, [state, startCaptcha]);

  const send = async (element: HTMLFormElement, submitter: HTMLElement | null) => {
    // The button that sent it names the intent (save or stop), as a post without JavaScript would.
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

  return { send, startCaptcha, verifying, solveFailed };
}

export function RequiredMark({ required }: { required?: boolean }) {
  const t = useTranslations('Forms');
  return required ? (
    <>
      {' '}
      <span aria-hidden="true" className="form__required">
        *
      </span>
      <span className="visually-hidden">({t('required')})</span>
    </>
  ) : null;
}

/** A field's hint and error, under it; `id` is the field's, the paragraphs' ids are what it is described by. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const t = useTranslations('Forms.errors');
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form__error">
          {t(error as 'required')}
        </p>
      ) : null}
    </>
  );
}

/** The server's "done" message in place of the form (forms that answer on their page). */
export function FormDone({ header, className, message }: { header?: ReactNode; className?: string; message: FormMessageKey }) {
  const t = useTranslations('Forms');
  return (
    <>
      {header}
      <div className={`form form--done ${className ?? ''}`} role="status" tabIndex={-1} autoFocus>
        <p className="form__done">{t(`messages.${message}`)}</p>
      </div>
    </>
  );
}

export interface FormFrameProps extends Pick<ShellProps, 'lang' | 'page' | 'privacyHref' | 'contact'> {
  form: FormId;
  /** The server action, for the post without JavaScript. */
  action: (data: FormData) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus: () => void;
  onPointerDown?: () => void;
  state: FormState;
  /** Hidden fields of the form (the property it is about). */
  hidden?: Record<string, string>;
  className?: string;
  /** The summary above the fields, focused when the server answers with no field to focus. */
  summaryRef: Ref<HTMLDivElement>;
  /** Whether the visitor tried to send (the summary stays empty before). */
  tried: boolean;
  /** The fields in error now, by name, in the order of the form (the browser's check or the server's answer). */
  errors: Partial<Record<string, FormErrorKey>>;
  /** A field's element id, for the summary's links to it. */
  idOf: (name: string) => string;
  /** The message above the fields: the server's, or the form's own for fields in error. */
  summaryMessage?: FormMessageKey;
  /** The field the page focuses when it loads with errors (a post without JavaScript). */
  firstError?: string;
  solveFailed: boolean;
  verifying: boolean;
  busy: boolean;
  submitLabel?: string;
  /** The submit buttons, when not the one default button. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The <form> with progressive enhancement: without JavaScript a plain post to the server action (its
 * answer renders this page again with the values, the errors and a captcha to type), with it `onSubmit`
 * checks the fields and sends through useEnhancedSubmit.
 */
export function FormFrame({
  form,
  lang,
  page,
  privacyHref,
  contact,
  action,
  onSubmit,
  onFocus,
  onPointerDown,
  state,
  hidden = {},
  className,
  summaryRef,
  tried,
  errors,
  idOf,
  summaryMessage,
  firstError,
  solveFailed,
  verifying,
  busy,
  submitLabel,
  actions,
  children,
}: FormFrameProps) {
  const t = useTranslations('Forms');
  // The captcha's error is listed too, when its field is shown (the typed captcha).
  const listed = Object.entries({ ...errors, ...(state.captcha && state.errors?.captcha ? { captcha: state.errors.captcha } : {}) }).filter(
    (entry): entry is [string, FormErrorKey] => !!entry[1] && (entry[0] !== 'captcha' || !!state.captcha),
  );
  const errorCount = listed.filter(([name]) => name !== 'captcha').length;
  return (
    <form
      action={action}
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
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

      {/* Takes the focus when an answer or the browser's check finds errors (a post without JavaScript
          too: autoFocus), and lists them all, each a link to its field (issue 36). */}
      <div
        ref={summaryRef}
        tabIndex={-1}
        className="form__summary"
        role="alert"
        autoFocus={state.attempt > 0 && firstError !== 'captcha' && (errorCount > 0 || !!state.message)}
      >
        {(errorCount > 0 || summaryMessage) && (state.attempt > 0 || tried) ? (
          <>
            {summaryMessage ? <p>{t(`messages.${summaryMessage}`)}</p> : null}
            {errorCount > 0 && !summaryMessage ? <p>{t('errorSummary', { count: errorCount })}</p> : null}
            {listed.length > 0 ? (
              <ul className="form__summary-list">
                {listed.map(([name, key]) => {
                  const id = name === 'captcha' ? `${form}-captcha` : idOf(name);
                  // A message that does not name its field ("Dit veld is verplicht.") says which field it is about.
                  const error = t(`errors.${key}`);
                  const text =
                    GENERIC_ERRORS.has(key) && t.has(`fields.${name}` as 'fields.email')
                      ? t('errorOfField', { field: t(`fields.${name}` as 'fields.email'), error })
                      : error;
                  return (
                    <li key={name}>
                      <a href={`#${id}`} onClick={(event) => goToField(event, id)}>
                        {text}
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
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
          link: (chunks) => <a href={privacyHref}>{chunks}</a>,
        })}
      </p>
    </form>
  );
}

/** Messages that do not name their field: the summary puts the field's label before them. */
const GENERIC_ERRORS: ReadonlySet<FormErrorKey> = new Set(['required', 'tooLong', 'number', 'priceRange', 'rangeOrder']);

/**
 * A summary link followed with JavaScript: the field takes the focus and its label comes into view
 * (the browser would only scroll to it); without JavaScript the link's fragment scrolls there.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  (field.closest('.form__field, fieldset') ?? field).scrollIntoView({ block: 'center' });
}

/** The field to focus for a server answer: the typed captcha when it is all that is missing, or none (the summary takes the focus). */
export function firstErrorOf(state: FormState): string | undefined {
  const names = Object.keys(state.errors ?? {});
  return state.message === 'captchaNeeded' || (names.length === 1 && names[0] === 'captcha') ? 'captcha' : undefined;
}
