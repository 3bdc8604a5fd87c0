import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { Lang } from '@/lib/catalogue/data/types';
import { formatPhone } from '@/lib/catalogue/format/phone';
import { localizeHref } from '@/lib/catalogue/routing/urls';
import { unfoldedPath } from '@/lib/catalogue/property/folds';
import type { FormId } from '@/lib/visitor/schemas';
import { ClientTexts, type ClientTextKey } from '@/components/i18n/client-texts';
import { IslandTexts } from '@/components/i18n/island-texts';
import { FIELD_FORM_TEXTS } from '@/components/i18n/island-text-sets';
import type { ShellProps } from './form-frame';
import { valuationFeeText } from '@/components/layout/agency-identity';

/** The neutral path of the privacy page, which every form links to. */
const PRIVACY_PATH = '/privacy/';

/**
 * The Forms messages a form's island gets: the shell's, every error and answer, and the field labels
 * (FIELD_FORM_TEXTS), not the other forms' titles and introductions (rendered here, on the server). The
 * search sign-in gets its own and the search form's. One array per form, so that a page's forms share one
 * messages object and React sends it once (ClientTexts). A deferred island's do not come with the page:
 * the browser fetches them with its code (IslandTexts): the footer's newsletter form, on every page, gets
 * only what it can show; a detail or project page's forms share one set (docs/benchmarks.md has what each
 * saved).
 */
const FORM_TEXTS: Partial<Record<FormId, readonly ClientTextKey[]>> = {
  // Signed in, it becomes the search's own form (search-forms.tsx).
  'search-login': [...FIELD_FORM_TEXTS, 'Forms.search-login', 'Forms.search-edit'],
};

/** What every form needs from the page: its language and address, the privacy page, the agency's contact. */
export function shellProps(lang: Lang, page: string): ShellProps {
  const { contact } = getSite();
  return {
    lang,
    page,
    privacyHref: localizeHref(getRoutes(), lang, PRIVACY_PATH),
    contact: { phone: formatPhone(contact.phone), email: contact.email },
  };
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
  deferred = false,
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
   * A folded form shown open: the page `?form=<id>` (lib/catalogue/property/folds.ts), where the fold links without
   * JavaScript; the form posts to that page, so its answer shows it open again.
   */
  unfolded?: boolean;
  /** The form is a deferred island (components/forms/page-form-islands.ts): its texts come with its code. */
  deferred?: boolean;
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
  const island = children(
    summary
      ? {
          ...shellProps(lang, unfolded ? unfoldedPath(page, form) : page),
          header,
          summary,
          unfolded,
          unfoldedHref: `${unfoldedPath(page, form)}#${headingId}`,
        }
      : { ...shellProps(lang, page), header },
  );
  return (
    <section id={form} className={`form-section ${summary ? 'form-section--folded' : ''} ${className ?? ''}`} aria-labelledby={headingId}>
      {form === 'sign-newsletter' || deferred ? (
        <IslandTexts lang={lang} set={form === 'sign-newsletter' ? 'newsletter' : 'fieldForms'}>
          {island}
        </IslandTexts>
      ) : (
        <ClientTexts lang={lang} keys={FORM_TEXTS[form] ?? FIELD_FORM_TEXTS}>
          {island}
        </ClientTexts>
      )}
    </section>
  );
}
