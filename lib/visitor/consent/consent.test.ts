import { describe, expect, it } from 'vitest';
import { ALL, NONE, consentModeUpdate, decodeChoices, encodeChoices, flagsFor, PREVIEW_PATH, STORED_VALUE, tagsFor } from './consent';

const IDS = { analyticsId: 'G-TEST1', adsId: 'AW-TEST2', tagManagerId: 'GTM-TEST3', socialPixelId: '1234' };

describe('flags and Consent Mode', () => {
  it('agree all sets all five flags and grants every signal', () => {
    expect(Object.values(flagsFor(ALL)).every(Boolean)).toBe(true);
    expect(consentModeUpdate(flagsFor(ALL))).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });
  it('decline keeps only the mandatory flag and denies every signal', () => {
    expect(flagsFor(NONE)).toEqual({
      consent: true,
      consentAdUserData: false,
      consentAdStorage: false,
      consentAnalyticsStorage: false,
      consentAdPersonalization: false,
    });
    expect(Object.values(consentModeUpdate(flagsFor(NONE)))).toEqual(['denied', 'denied', 'denied', 'denied']);
  });
  it('a partial choice grants exactly its signals', () => {
    expect(consentModeUpdate(flagsFor({ ...NONE, analytics: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeUpdate(flagsFor({ ...NONE, marketing: true }))).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});

describe('tagsFor', () => {
  it('loads nothing on decline, everything configured on agree all', () => {
    expect(tagsFor(NONE, IDS)).toEqual({ gtag: [], tagManager: null, socialPixel: null });
    expect(tagsFor(ALL, IDS)).toEqual({ gtag: ['G-TEST1', 'AW-TEST2'], tagManager: 'GTM-TEST3', socialPixel: '1234' });
  });
  it('loads only what each category allows', () => {
    expect(tagsFor({ ...NONE, analytics: true }, IDS)).toEqual({ gtag: ['G-TEST1'], tagManager: 'GTM-TEST3', socialPixel: null });
    expect(tagsFor({ ...NONE, social: true }, IDS)).toEqual({ gtag: [], tagManager: null, socialPixel: '1234' });
    expect(tagsFor({ ...NONE, unclassified: true }, IDS)).toEqual({ gtag: [], tagManager: null, socialPixel: null });
  });
  it('loads nothing for an empty id', () => {
    expect(tagsFor(ALL, { analyticsId: '', adsId: ' ', tagManagerId: '', socialPixelId: '' })).toEqual({
      gtag: [],
      tagManager: null,
      socialPixel: null,
    });
  });
});

describe('the stored value', () => {
  it('round-trips every choice, necessary always on', () => {
    for (const choices of [ALL, NONE, { ...NONE, analytics: true, social: true }])
      expect(decodeChoices(encodeChoices(choices))).toEqual(choices);
    expect(decodeChoices('1.01111')?.necessary).toBe(true);
  });
  it('refuses junk and other versions, so the banner asks again', () => {
    for (const value of [null, undefined, '', '1.1111', '1.111111', '2.11111', '1.1121x', 'true'])
      expect(decodeChoices(value), String(value)).toBeNull();
  });
});

describe('PREVIEW_PATH', () => {
  it('matches any path containing "preview"', () => {
    expect(PREVIEW_PATH.test('/nl/preview/')).toBe(true);
    expect(PREVIEW_PATH.test('/fr/te-koop/x/Preview-4101/')).toBe(true);
    expect(PREVIEW_PATH.test('/nl/te-koop/')).toBe(false);
  });
});

describe('STORED_VALUE', () => {
  it('has one digit per category after the version', () => {
    expect(STORED_VALUE.test(encodeChoices(ALL))).toBe(true);
    expect(STORED_VALUE.test('1.1111')).toBe(false);
  });
});
