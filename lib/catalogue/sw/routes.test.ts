import { describe, expect, it } from 'vitest';
import { isImage, isIslandTexts, isNeverCached, isRscRequest, offlineLanguage } from './routes';

describe('isNeverCached', () => {
  it('keeps the owner portal and route handlers out of every cache', () => {
    for (const path of [
      '/login/',
      '/nl/login/',
      '/fr/login/',
      '/en/login/',
      '/portal/',
      '/nl/portal/stats/',
      '/nl/portaal/4127/',
      '/fr/portail/',
      '/en/login/forgot-password/',
      '/api/search/',
    ])
      expect(isNeverCached(path), path).toBe(true);
  });
  it('leaves public pages to the page strategy', () => {
    for (const path of ['/nl/', '/nl/te-koop/', '/fr/services/', '/nl/diensten/login-tips/', '/photos/properties/1/1.jpg'])
      expect(isNeverCached(path), path).toBe(false);
  });
});

describe('isIslandTexts', () => {
  it('takes the island texts route, no other route handler', () => {
    for (const path of ['/api/texts/nl/newsletter/', '/api/texts/fr/consentSettings/']) expect(isIslandTexts(path), path).toBe(true);
    for (const path of ['/api/search/', '/api/texts/', '/api/texts/nl/', '/nl/api/texts/nl/newsletter/', '/api/texts/nl/newsletter/x/'])
      expect(isIslandTexts(path), path).toBe(false);
  });
});

describe('isRscRequest', () => {
  const url = (s: string) => new URL(s, 'https://example.be');
  it('recognises client navigations and prefetches', () => {
    expect(isRscRequest(url('/nl/?_rsc=abc'), new Headers())).toBe(true);
    expect(isRscRequest(url('/nl/'), new Headers({ RSC: '1' }))).toBe(true);
    expect(isRscRequest(url('/nl/'), new Headers({ 'Next-Router-Prefetch': '1' }))).toBe(true);
    expect(isRscRequest(url('/nl/'), new Headers({ Accept: 'text/html' }))).toBe(false);
  });
});

describe('isImage', () => {
  const url = (s: string) => new URL(s, 'https://example.be');
  it('takes photos and optimized images, whatever the request says', () => {
    expect(isImage(url('/_next/image/?url=%2Fphotos%2F1.jpg&w=400&q=75'), '')).toBe(true);
    expect(isImage(url('/photos/properties/4101/1.jpg'), '')).toBe(true);
    expect(isImage(url('/logo.svg'), 'image')).toBe(true);
    expect(isImage(url('/_next/static/chunks/a.js'), 'script')).toBe(false);
  });
});

describe('offlineLanguage', () => {
  it('follows the prefix when it is an enabled language, else the default', () => {
    expect(offlineLanguage('/fr/a-vendre/', ['nl', 'fr'], 'nl')).toBe('fr');
    expect(offlineLanguage('/fr', ['nl', 'fr'], 'nl')).toBe('fr');
    expect(offlineLanguage('/nl/te-koop/', ['nl', 'fr'], 'nl')).toBe('nl');
    expect(offlineLanguage('/de/', ['nl', 'fr'], 'nl')).toBe('nl');
    expect(offlineLanguage('/for-sale/', ['nl', 'fr'], 'fr')).toBe('fr');
    expect(offlineLanguage('/', ['nl', 'fr'], 'nl')).toBe('nl');
  });
});
