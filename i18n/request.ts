import { getRequestConfig } from 'next-intl/server';
import { defaultLanguageOf } from '@/lib/catalogue/routing/languages';
import { getSite } from '@/lib/catalogue/data';
import { isLanguageEnabled } from '../lib/catalogue/routing/lang';
import { messagesFor } from '../lib/platform/i18n/messages';

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  // Either area's languages (the gate, lib/catalogue/routing/languages.ts): the owner area speaks en too.
  const lang = isLanguageEnabled(requested, 'any') ? requested : defaultLanguageOf(getSite(), 'site');
  return {
    locale: lang,
    messages: messagesFor(lang, getSite().defaultLanguage),
    timeZone: 'Europe/Brussels',
    // Every key exists in the default language (unit-tested), so this only guards data-driven keys.
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  };
});
