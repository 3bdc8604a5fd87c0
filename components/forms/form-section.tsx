import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import { getRoutes } from '@/lib/routing/site-routes';
import type { Lang } from '@/lib/data/types';
import { formatPhone } from '@/lib/format/phone';
import { localizeHref } from '@/lib/routing/urls';
import { unfoldedPath } from '@/lib/forms/folds';
import type { FormId } from '@/lib/schemas';
import { NEWSLETTER_ERRORS } from '@/lib/schemas/newsletter';
import { ANY_FORM_ERRORS, ANY_FORM_MESSAGES } from '@/lib/forms/state';
import { ClientTexts, type ClientTextKey } from '@/components/i18n/client-texts';
import type { ShellProps } from './form-frame';
import { valuationFeeText } from '@/components/layout/agency-identity';

/** The neutral path of the privacy page, which every form links to. */
const PRIVACY_PATH = '/privacy/';

/** The Forms messages every form's island uses (form-frame.tsx, form-shell.tsx), but for its errors and answers. */
const SHELL_TEXTS = [
  'Forms.required',
  'Forms.requiredNote',
  'Forms.optional',
  'Forms.privacy',
  'Forms.submit',
  'Forms.sending',
  'Forms.verifying',
  'Forms.honeypot',
  'Forms.captchaTitle',
  'Forms.captchaLabel',
  'Forms.captchaImage',
  'Forms.captchaHelp',
  'Forms.errorSummary',
  'Forms.openForm',
] as const satisfies readonly ClientTextKey[];

/**
 * The Forms messages a form's island gets: the shell's, every error and answer, and the field labels,
 * not the other forms' titles and introductions (rendered here, on the server). The footer's newsletter
 * form, on every page, gets only what it can show: its own texts, its field's errors and what any form
 * may be answered (lib/forms/state.ts), not every form's errors and answers (docs/benchmarks.md has
 * what that saved).
 * The search sign-in gets its own and the search form's. One array per form, so that a page's forms
 * share one messages object and React sends it once (ClientTexts).
 */
const FIELD_FORM_TEXTS: readonly ClientTextKey[] = [...SHELL_TEXTS, 'Forms.messages', 'Forms.errors', 'Forms.fields'];
const FORM_TEXTS: Partial<Record<FormId, readonly ClientTextKey[]>> = {
  'sign-newsletter': [
    ...SHELL_TEXTS,
    ...[...NEWSLETTER_ERRORS, ...ANY_FORM_ERRORS].map((key) => `Forms.errors.${key}` as const),
    ...ANY_FORM_MESSAGES.map((key) => `Forms.messages.${key}` as const),
    'Forms.sign-newsletter',
  ],
  // Signed in, it becomes the search's own form (search-forms.tsx).
  'search-login': [...FIELD_FORM_TEXTS, 'Forms.search-login', 'Forms.search-edit'],
};

/** What every form needs from the page: its language and address, the privacy page, the agency's contact. */
export function shellProps(lang: Lang, page: string): ShellProps {
  const { contact } = getSite();
  return { lang, page, privacyHref: localizeHref(getRoutes(), lang, PRIVACY_PATH), contact: { phone: formatPhone(contact.phone), email: contact.email } };
}

/**
 * A form on a page: its heading and introduction rendered on the server and handed to the form, a
 * client island with the Forms messages (decision 0014). `children` receives the shell props to pass on.
 */
export async function FormSection({
  form,
  lang,
  page,
  headingLevel = 2,
  className,
  summary,
  unfolded = false,
  children,
}: {
  form: FormId;
  lang: Lang;
  page: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** Folds the form under a summary with this text (a <details> the form opens itself when it answers). */
  summary?: string;
  /**
   * A folded form shown open: the page `?form=<id>` (lib/forms/folds.ts), where the fold links without
   * JavaScript; the form posts to that page, so its answer shows it open again.
   */
  unfolded?: boolean;
  children: (shell: ShellProps) => ReactNode;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Forms' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The valuation request states the agent's fee on a sale, VAT included (BIV code of conduct).
  const fee = form === 'contact-demand' ? await valuationFeeText(lang) : null;
  const headingId = `${form}-title`;
  const header = (
    <>
      <Heading id={headingId} className="form-section__title">
        {t(`${form}.title`)}
      </Heading>
      <p className="form-section__intro">{t(`${form}.intro`)}</p>
      {fee && <p className="form-section__intro form-section__fee">{fee}</p>}
    </>
  );
  return (
    <section id={form} className={`form-section ${summary ? 'form-section--folded' : ''} ${className ?? ''}`} aria-labelledby={headingId}>
      <ClientTexts lang={lang} keys={FORM_TEXTS[form] ?? FIELD_FORM_TEXTS}>
        {children(
          summary
            ? { ...shellProps(lang, unfolded ? unfoldedPath(page, form) : page), header, summary, unfolded, unfoldedHref: `${unfoldedPath(page, form)}#${headingId}` }
            : { ...shellProps(lang, page), header },
        )}
      </ClientTexts>
    </section>
  );
}
