'use client';

import { OPEN_SETTINGS_EVENT } from './consent-manager';

/** Footer link that reopens the cookie settings (SPEC.md section 4). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="site-footer__cookie-settings" onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
