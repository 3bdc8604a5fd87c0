/**
 * Cookie consent (issue 5, docs/product.md section 4): five categories, the five stored flags they map to, the
 * Google Consent Mode v2 signals, and which tags each choice lets load. Pure, shared by the inline
 * bootstrap script (lib/visitor/consent/bootstrap.ts), the banner and the tests.
 */

export const CATEGORIES = ['necessary', 'analytics', 'marketing', 'social', 'unclassified'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Choices = Record<Category, boolean>;

/** The flags of docs/product.md section 3, in this order in the cookie. */
export const FLAGS = ['consent', 'consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'] as const;
export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, boolean>;

/** First-party, readable by the inline script before the first paint; one year. */
export const CONSENT_COOKIE = 'vitrine_consent';
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;
/** Bumped when the categories change, so everyone is asked again. */
export const CONSENT_VERSION = 1;

export const ALL: Choices = { necessary: true, analytics: true, marketing: true, social: true, unclassified: true };
export const NONE: Choices = { necessary: true, analytics: false, marketing: false, social: false, unclassified: false };

/** Strictly necessary is always on; marketing carries the three advertising flags. */
export function flagsFor(choices: Choices): Flags {
  return {
    consent: true,
    consentAdUserData: choices.marketing,
    consentAdStorage: choices.marketing,
    consentAnalyticsStorage: choices.analytics,
    consentAdPersonalization: choices.marketing,
  };
}

export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeUpdate {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

export const CONSENT_DEFAULT: ConsentModeUpdate & { wait_for_update: number } = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
};

export function consentModeUpdate(flags: Flags): ConsentModeUpdate {
  const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    ad_storage: signal(flags.consentAdStorage),
    ad_user_data: signal(flags.consentAdUserData),
    ad_personalization: signal(flags.consentAdPersonalization),
    analytics_storage: signal(flags.consentAnalyticsStorage),
  };
}

/** The ids of data/site.json `site_info`; an empty id loads nothing. */
export interface TagIds {
  analyticsId: string;
  adsId: string;
  tagManagerId: string;
  socialPixelId: string;
}

export interface TagPlan {
  /** gtag.js ids to configure: analytics (G-…) and ads (AW-…). */
  gtag: string[];
  tagManager: string | null;
  socialPixel: string | null;
}

/** What a choice lets load: analytics needs analytics, ads need marketing, the pixel needs social media. */
export function tagsFor(choices: Choices, ids: TagIds): TagPlan {
  const id = (value: string) => value.trim();
  const gtag = [choices.analytics ? id(ids.analyticsId) : '', choices.marketing ? id(ids.adsId) : ''].filter(Boolean);
  return {
    gtag,
    tagManager: (choices.analytics || choices.marketing) && id(ids.tagManagerId) ? id(ids.tagManagerId) : null,
    socialPixel: choices.social && id(ids.socialPixelId) ? id(ids.socialPixelId) : null,
  };
}

/** Cookie value: version, then one digit per category in CATEGORIES order ("1.11010"). */
export function encodeChoices(choices: Choices): string {
  return `${CONSENT_VERSION}.${CATEGORIES.map((c) => (choices[c] ? '1' : '0')).join('')}`;
}

/** A stored value of the current version; the bootstrap script tests the same pattern (its source). */
export const STORED_VALUE = new RegExp(`^${CONSENT_VERSION}\\.([01]{${CATEGORIES.length}})$`);

/** Null for anything but a well-formed value of the current version (then the banner asks again). */
export function decodeChoices(value: string | null | undefined): Choices | null {
  const digits = STORED_VALUE.exec(value ?? '')?.[1];
  if (!digits) return null;
  const choices = Object.fromEntries(CATEGORIES.map((c, i) => [c, digits[i] === '1'])) as Choices;
  return { ...choices, necessary: true };
}

/** docs/product.md section 2: a path containing "preview" shows no banner and counts as consent, storing nothing. */
export const PREVIEW_PATH = /preview/i;
