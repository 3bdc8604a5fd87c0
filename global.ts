import type {} from 'next-intl';
import type nl from './messages/nl.json';
import type { LanguageCode } from './lib/catalogue/data/file-schemas';

// Message keys are type-checked against the default catalogue (next-intl's AppConfig).
declare module 'next-intl' {
  interface AppConfig {
    Locale: LanguageCode;
    Messages: typeof nl;
  }
}
