'use client';

/**
 * The footer's newsletter sign-up, on every page: one address, so it needs neither the forms' checks
 * (form-checks.ts) nor a schema in the browser (docs/decisions/0023). It behaves as the other forms do (form-shell.tsx):
 * checked when the field is left and as it changes after that, sent with the proof-of-work captcha,
 * checked again by the server (lib/visitor/forms/definitions/subscriptions.ts), whose errors and typed captcha
 * it shows; without JavaScript a plain post whose answer renders the page again.
 */
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from '@/components/i18n/texts';
import { signNewsletterAction } from '@/lib/visitor/actions/sign-newsletter';
import { IDLE, INVALID_MESSAGE, type FormState } from '@/lib/visitor/forms/state';
import { emailProblem } from '@/lib/platform/security/email-address';
import type { FormErrorKey } from '@/lib/visitor/schemas/fields';
import { FieldMessage, FormDone, FormFrame, RequiredMark, firstErrorOf, useEnhancedSubmit, type ShellProps } from './form-frame';

const FORM = 'sign-newsletter';
const FIELD = 'email';

export function NewsletterForm({ lang, page, privacyHref, contact, header }: ShellProps) {
  const t = useTranslations(`Forms.${FORM}`);
  const [state, formAction, pending] = useActionState<FormState, FormData>(signNewsletterAction, IDLE, page);
  const { send, startCaptcha, verifying, solveFailed } = useEnhancedSubmit(formAction, state);
  const input = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const id = `${FORM}-${FIELD}-${useId().replace(/:/g, '')}`;
  // The browser's check, made for the server answer it follows (a newer answer's errors replace it).
  const [checked, setChecked] = useState<{ attempt: number; error: FormErrorKey | undefined } | null>(null);
  const [tried, setTried] = useState(false);
  const check = () => setChecked({ attempt: state.attempt, error: emailProblem(input.current?.value ?? '') });
  // A press on the button leaves the field first: its error, shown at once, would move the button from
  // under the pointer before the press ends, and the click would be lost. The check waits for the press.
  const pressing = useRef<{ left: boolean } | null>(null);
  const onPointerDown = () => {
    const press = { left: false };
    pressing.current = press;
    const release = () => {
      if (pressing.current !== press) return;
      pressing.current = null;
      if (press.left) check();
    };
    // After the click (a timeout), so the press on the button still sends the form.
    for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, () => setTimeout(release), { once: true });
  };

  // A new answer from the server: the summary takes the focus (its message and the error, a link to the
  // field), or the typed captcha when it is all that is missing, as in the other forms (form-shell.tsx).
  useEffect(() => {
    if (state.attempt === 0 || state.status === 'done') return;
    if (firstErrorOf(state) === 'captcha') document.getElementById(`${FORM}-captcha`)?.focus();
    else summaryRef.current?.focus();
  }, [state]);

  // The browser's check found the address wrong: once the error is drawn, the summary takes the focus.
  useEffect(() => {
    if (!focusSummary.current || !summaryRef.current?.textContent) return;
    focusSummary.current = false;
    summaryRef.current.focus();
  });

  if (state.status === 'done' && state.message) return <FormDone header={header} className="form--inline" message={state.message} />;

  const error = checked?.attempt === state.attempt ? checked.error : state.errors?.[FIELD];
  const errorCount = error ? 1 : 0;

  const firstError = firstErrorOf(state);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setTried(true);
    const problem = emailProblem(input.current?.value ?? '');
    setChecked({ attempt: state.attempt, error: problem });
    if (problem) {
      // Once the error is drawn (the summary is hidden while empty), it takes the focus and links to the field.
      focusSummary.current = true;
      return;
    }
    if (verifying || pending) return;
    await send(element, submitter);
  };

  return (
    <>
      {header}
      <FormFrame
        form={FORM}
        lang={lang}
        page={page}
        privacyHref={privacyHref}
        contact={contact}
        action={formAction}
        onSubmit={onSubmit}
        onFocus={startCaptcha}
        onPointerDown={onPointerDown}
        state={state}
        className="form--inline"
        summaryRef={summaryRef}
        tried={tried}
        errors={error ? { [FIELD]: error } : {}}
        idOf={() => id}
        summaryMessage={state.message ?? (errorCount > 0 ? INVALID_MESSAGE[FORM] : undefined)}
        firstError={firstError}
        solveFailed={solveFailed}
        verifying={verifying}
        busy={pending || verifying}
        submitLabel={t('submit')}
      >
        <div className={`form__field${error ? ' form__field--invalid' : ''}`}>
          <label htmlFor={id} className="form__label">
            {t('emailLabel')}
            <RequiredMark required />
          </label>
          <input
            ref={input}
            id={id}
            name={FIELD}
            type="email"
            className="form__input"
            required
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={typeof state.values?.[FIELD] === 'string' ? state.values[FIELD] : undefined}
            // As the other forms' checks (form-checks.ts): checked when left, then as it changes.
            onBlur={() => {
              if (pressing.current) pressing.current.left = true;
              else check();
            }}
            onChange={() => {
              if (checked || tried || state.attempt > 0) check();
            }}
          />
          <FieldMessage id={id} error={error} />
        </div>
      </FormFrame>
    </>
  );
}
