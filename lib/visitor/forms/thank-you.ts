/** Where a form sends the visitor once it is stored: its thank-you page in the visitor's language. */
import type { Lang } from '@/lib/catalogue/data/types';
import { THANK_YOU_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import type { FormId } from '@/lib/visitor/schemas';

export function thankYouPath(lang: Lang, form: FormId): string {
  return `/${lang}/${THANK_YOU_SEGMENT[lang]}/${form}/`;
}
