// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { bootstrapScript } from './bootstrap';
import { CONSENT_COOKIE, encodeChoices, ALL } from './consent';

type TestWindow = Window & { dataLayer?: IArguments[] };

function run(url: string) {
  window.history.replaceState(null, '', url);
  delete (window as TestWindow).dataLayer;
  document.documentElement.removeAttribute('data-consent');
  new Function(bootstrapScript())();
  return { state: document.documentElement.getAttribute('data-consent'), dataLayer: (window as TestWindow).dataLayer!.map((a) => [...a]) };
}

describe('bootstrap script', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sets the denied default with wait_for_update 500 before anything else, and asks without stored consent', () => {
    const { state, dataLayer } = run('/nl/');
    expect(state).toBe('ask');
    expect(dataLayer).toEqual([
      [
        'consent',
        'default',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
      ],
    ]);
  });

  it('knows stored consent, and ?setcookies clears it', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeChoices(ALL)}; Path=/`;
    expect(run('/fr/').state).toBe('stored');
    expect(run('/fr/?setcookies').state).toBe('ask');
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
  });

  it('ignores a malformed cookie', () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    expect(run('/nl/').state).toBe('ask');
  });

  it('treats preview paths as consent for the view, without a banner', () => {
    expect(run('/nl/preview/4101/').state).toBe('preview');
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
  });
});
