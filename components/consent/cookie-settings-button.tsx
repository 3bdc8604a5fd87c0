'use client';

import { useTextsLocale, useTranslations } from '@/components/i18n/texts';
import { OPEN_SETTINGS_EVENT, settingsTexts } from './consent-manager';

/** Footer link that reopens the cookie settings (docs/product.md section 4); pointing at it fetches the dialog's texts. */
export function CookieSettingsButton() {
  const t = useTranslations('Layout');
  const lang = useTextsLocale();
  const prefetch = () => void settingsTexts(lang);
  return (
    <button
      type="button"
      className="site-footer__cookie-settings"
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
    >
      {t('cookieSettings')}
    </button>
  );
}
