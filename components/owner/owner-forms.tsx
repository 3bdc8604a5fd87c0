'use client';
import Link from 'next/link';
import { useActionState, useId } from 'react';
import { changePassword, forgotPassword, logIn, logOut, setPassword } from '@/lib/owner/actions/owner-account';
import { OWNER_IDLE, type OwnerFormState } from '@/lib/owner/auth/owner-form-state';

/** The texts a form shows, resolved on the server in the page's language. */
export type Texts = Record<string, string>;

type Action = (previous: OwnerFormState, data: FormData) => Promise<OwnerFormState>;

/**
 * The owner area's forms: a plain form posting to a server action, so each works without JavaScript;
 * with it, the answer comes back in place. A failure shows one message at the top, announced, and
 * keeps what was typed (never a password). Without JavaScript the post goes to `page` (the page the
 * form is on, with what its address needs): without it React writes `action=""`, which HTML forbids.
 */
function OwnerForm({
  action,
  lang,
  page,
  submit,
  children,
  hidden = {},
}: {
  action: Action;
  lang: string;
  page: string;
  submit: string;
  children: (state: OwnerFormState) => React.ReactNode;
  hidden?: Record<string, string>;
}) {
  const [state, formAction, pending] = useActionState(action, OWNER_IDLE, page);
  const messageId = useId();
  return (
    <form action={formAction} className="form owner-form" aria-describedby={state.error || state.notice ? messageId : undefined}>
      <input type="hidden" name="lang" value={lang} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div
        id={messageId}
        role={state.error ? 'alert' : 'status'}
        className={state.error ? 'owner-form__message owner-form__message--error' : state.notice ? 'owner-form__message' : undefined}
      >
        {state.error ?? state.notice}
      </div>
      {children(state)}
      <div className="form__actions">
        <button type="submit" className="button button--accent" aria-disabled={pending || undefined}>
          {submit}
        </button>
      </div>
    </form>
  );
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  required = true,
  describedBy,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  required?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="form__input"
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        aria-describedby={describedBy}
        maxLength={type === 'password' ? 128 : 320}
        spellCheck={false}
        autoCapitalize="none"
      />
    </div>
  );
}

export function LoginForm({ lang, page, texts, forgotHref }: { lang: string; page: string; texts: Texts; forgotHref: string }) {
  return (
    <OwnerForm action={logIn} lang={lang} page={page} submit={texts.submit!}>
      {(state) => (
        <>
          <Field name="login" label={texts.login!} autoComplete="username" defaultValue={state.login} />
          <Field name="password" label={texts.password!} type="password" autoComplete="current-password" />
          <p className="owner-form__aside">
            <Link href={forgotHref}>{texts.forgot}</Link>
          </p>
        </>
      )}
    </OwnerForm>
  );
}

export function ForgotForm({ lang, page, texts }: { lang: string; page: string; texts: Texts }) {
  return (
    <OwnerForm action={forgotPassword} lang={lang} page={page} submit={texts.submit!}>
      {(state) => <Field name="login" label={texts.login!} autoComplete="username" defaultValue={state.login} />}
    </OwnerForm>
  );
}

export function PasswordForm({ lang, page, texts, token }: { lang: string; page: string; texts: Texts; token: string }) {
  return (
    <OwnerForm action={setPassword} lang={lang} page={page} submit={texts.submit!} hidden={{ token }}>
      {() => (
        <>
          <Field name="password" label={texts.password!} type="password" autoComplete="new-password" />
          <Field name="confirm" label={texts.confirm!} type="password" autoComplete="new-password" />
        </>
      )}
    </OwnerForm>
  );
}

export function ChangePasswordForm({ lang, page, texts }: { lang: string; page: string; texts: Texts }) {
  return (
    <OwnerForm action={changePassword} lang={lang} page={page} submit={texts.submit!}>
      {() => (
        <>
          <Field name="current" label={texts.current!} type="password" autoComplete="current-password" />
          <Field name="password" label={texts.password!} type="password" autoComplete="new-password" />
          <Field name="confirm" label={texts.confirm!} type="password" autoComplete="new-password" />
        </>
      )}
    </OwnerForm>
  );
}

/** The header's logout: a plain post too, to the login page it ends on (`page`). */
export function LogoutForm({ lang, page, who, label }: { lang: string; page: string; who: string; label: string }) {
  const [, formAction] = useActionState(logOut, OWNER_IDLE, page);
  return (
    <form action={formAction} className="owner__logout">
      <input type="hidden" name="lang" value={lang} />
      <span className="owner__who">{who}</span>
      <button type="submit" className="button button--outline">
        {label}
      </button>
    </form>
  );
}
