'use client';

import { useTranslations } from '@/components/i18n/texts';
import { OPEN_SETTINGS_EVENT } from './consent-manager';

/** Footer link that reopens the cookie settings (docs/product.md section 4). */
export function CookieSettingsButton() {
  const t = useTranslations('Layout');
  return (
    <button type="button" className="site-footer__cookie-settings" onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}>
      {t('cookieSettings')}
    </button>
  );
}
