/**
 * The texts of app/global-error.tsx: the catalogues' `ErrorPage` messages, every language. The global
 * error page replaces the root layout, so no ClientTexts reaches it, and importing the catalogues would
 * put all of them in the browser; it imports global-error-texts.json, which
 * `npm run i18n:global-error` writes from this and a unit test keeps equal to the catalogues.
 */
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

export type ErrorPageTexts = (typeof nl)['ErrorPage'];

export function globalErrorTexts(): Record<string, ErrorPageTexts> {
  return { nl: nl.ErrorPage, fr: fr.ErrorPage, en: en.ErrorPage, de: de.ErrorPage };
}
