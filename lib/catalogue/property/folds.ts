/**
 * The detail page's forms folded under a summary (components/property/property-form-sections.tsx and
 * property-documents.tsx). With JavaScript a fold builds its form when it is opened; without, the fold
 * links to the same page with `?form=<id>`, which the proxy serves from its own cached page: the detail
 * page with that one form open (app/[lang]/(site)/property/[id]/[form]/, docs/decisions/0023,
 * amendment 9). Pure, for the proxy.
 */
import type { FormId } from '@/lib/visitor/schemas';

export const FOLDED_PROPERTY_FORMS = [
  'contact-appointment',
  'purchase-offer',
  'rental-application',
  'send-to-friend',
  'documents',
] as const satisfies readonly FormId[];

export type FoldedPropertyForm = (typeof FOLDED_PROPERTY_FORMS)[number];

/** The query parameter naming the form to open. */
export const FOLD_PARAM = 'form';

export function isFoldedPropertyForm(value: string | null | undefined): value is FoldedPropertyForm {
  return (FOLDED_PROPERTY_FORMS as readonly string[]).includes(value ?? '');
}

/** The folded form a detail page's query string asks to open, if it names one. */
export function foldedFormOf(search: string): FoldedPropertyForm | undefined {
  if (search.length < 2) return undefined;
  const form = new URLSearchParams(search).get(FOLD_PARAM);
  return isFoldedPropertyForm(form) ? form : undefined;
}

/** A page (a detail page's canonical path) with one of its folded forms open. */
export function unfoldedPath(page: string, form: FormId): string {
  return `${page}?${FOLD_PARAM}=${form}`;
}
