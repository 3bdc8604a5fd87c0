import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, isAnyAreaLanguage, isEnabledLanguage, languagesOf } from './languages';
import { ownerLanguages, siteLanguages, type LanguageSets } from '@/lib/catalogue/data';

const site = {
  language: {
    languageUse: [
      { code: 'nl', use: true },
      { code: 'fr', use: true },
      { code: 'en', use: false },
      { code: 'de', use: false },
    ],
    default: 'nl',
    owner: ['en', 'nl', 'fr', 'en'],
  },
} as const;

const sets: LanguageSets = {
  languages: siteLanguages(site as never),
  ownerLanguages: ownerLanguages(site as never),
  defaultLanguage: 'nl',
};

describe('the language sets', () => {
  it('reads the public site languages from languageUse and the owner area languages from language.owner', () => {
    expect(sets.languages).toEqual(['nl', 'fr']);
    expect(sets.ownerLanguages).toEqual(['en', 'nl', 'fr']);
    expect(languagesOf(sets, 'site')).toEqual(['nl', 'fr']);
    expect(languagesOf(sets, 'owner')).toEqual(['en', 'nl', 'fr']);
  });
});

describe('isEnabledLanguage (the gate)', () => {
  it('allows en for the owner area and refuses it for public pages', () => {
    expect(isEnabledLanguage(sets, 'owner', 'en')).toBe(true);
    expect(isEnabledLanguage(sets, 'site', 'en')).toBe(false);
  });

  it('allows the public languages in both areas', () => {
    for (const lang of ['nl', 'fr']) {
      expect(isEnabledLanguage(sets, 'site', lang)).toBe(true);
      expect(isEnabledLanguage(sets, 'owner', lang)).toBe(true);
    }
  });

  it('refuses a language no area enables, upper case, regions and nothing', () => {
    for (const value of ['de', 'xx', 'NL', 'nl-BE', '', null, undefined]) {
      expect(isEnabledLanguage(sets, 'site', value)).toBe(false);
      expect(isEnabledLanguage(sets, 'owner', value)).toBe(false);
      expect(isAnyAreaLanguage(sets, value)).toBe(false);
    }
  });

  it('knows what either area enables, for the message catalogues', () => {
    expect(['nl', 'fr', 'en'].every((lang) => isAnyAreaLanguage(sets, lang))).toBe(true);
  });

  it('follows the configuration: a site with only Dutch, an owner area without English', () => {
    const narrow: LanguageSets = { languages: ['nl'], ownerLanguages: ['nl', 'fr'], defaultLanguage: 'nl' };
    expect(isEnabledLanguage(narrow, 'site', 'fr')).toBe(false);
    expect(isEnabledLanguage(narrow, 'owner', 'fr')).toBe(true);
    expect(isEnabledLanguage(narrow, 'owner', 'en')).toBe(false);
  });
});

describe('defaultLanguageOf', () => {
  it('is the site default when the area has it, else the area first language', () => {
    expect(defaultLanguageOf(sets, 'site')).toBe('nl');
    expect(defaultLanguageOf(sets, 'owner')).toBe('nl');
    expect(defaultLanguageOf({ languages: ['fr'], ownerLanguages: ['en'], defaultLanguage: 'fr' }, 'owner')).toBe('en');
  });
});
