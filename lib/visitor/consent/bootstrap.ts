/**
 * The inline script at the top of <head> (issue 5), before anything else can run:
 * - Google Consent Mode v2 default: everything denied, wait_for_update 500 ms;
 * - `?setcookies` clears the stored consent (docs/product.md, Rulings: Consent reset and previews), so the banner shows again;
 * - marks <html data-consent="ask|stored|preview"> so the static page shows the banner, or not, from
 *   its first paint: no flash, no layout shift, and the pages stay prerendered.
 * Everything else (the update, the page view, loading tags) happens in components/consent/.
 */
import { CONSENT_COOKIE, CONSENT_DEFAULT, PREVIEW_PATH, STORED_VALUE } from './consent';

export interface BootstrapConfig {
  cookie: string;
  /** The sources of STORED_VALUE (what decodeChoices accepts) and PREVIEW_PATH. */
  valid: string;
  preview: string;
  consentDefault: typeof CONSENT_DEFAULT;
}

export const BOOTSTRAP_CONFIG: BootstrapConfig = {
  cookie: CONSENT_COOKIE,
  valid: STORED_VALUE.source,
  preview: PREVIEW_PATH.source,
  consentDefault: CONSENT_DEFAULT,
};

/** Runs in the browser as it is written here (serialized by `bootstrapScript`): self-contained. */
function bootstrap(config: BootstrapConfig) {
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('consent', 'default', config.consentDefault);

  const expire = `${config.cookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  if (/[?&]setcookies(=|&|$)/.test(location.search)) document.cookie = expire;
  let state = 'ask';
  if (new RegExp(config.preview, 'i').test(location.pathname)) state = 'preview';
  else {
    const match = document.cookie.match(new RegExp(`(?:^|; )${config.cookie}=([^;]*)`));
    if (match && new RegExp(config.valid).test(decodeURIComponent(match[1] || ''))) state = 'stored';
  }
  document.documentElement.setAttribute('data-consent', state);
}

export function bootstrapScript(config: BootstrapConfig = BOOTSTRAP_CONFIG): string {
  return `(${bootstrap.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}
