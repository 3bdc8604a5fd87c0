import { getRequestConfig } from 'next-intl/server';
import { getRouting } from './routing';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const { locales, defaultLocale } = getRouting();
  const requested = locale ?? (await requestLocale);
  const lang = locales.find((l) => l === requested) ?? defaultLocale;
  return {
    locale: lang,
    messages: messagesFor(lang, defaultLocale),
    timeZone: 'Europe/Brussels',
    // Every key exists in the default language (unit-tested), so this only guards data-driven keys.
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  };
});
