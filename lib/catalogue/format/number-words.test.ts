import { describe, expect, it } from 'vitest';
import { amountInWordsMatches, numberInWords } from './number-words';

describe('numberInWords', () => {
  it('writes Dutch as one word per group', () => {
    expect(numberInWords(250_000, 'nl')).toBe('tweehonderdvijftigduizend');
    expect(numberInWords(22, 'nl')).toBe('tweeëntwintig');
    expect(numberInWords(21, 'nl')).toBe('eenentwintig');
    expect(numberInWords(1_250_500, 'nl')).toBe('een miljoen tweehonderdvijftigduizend vijfhonderd');
    expect(numberInWords(1_000, 'nl')).toBe('duizend');
    expect(numberInWords(183, 'nl')).toBe('honderddrieëntachtig');
  });

  it('writes French as Belgians do', () => {
    expect(numberInWords(250_000, 'fr')).toBe('deux cent cinquante mille');
    expect(numberInWords(71, 'fr')).toBe('septante et un');
    expect(numberInWords(80, 'fr')).toBe('quatre-vingts');
    expect(numberInWords(81, 'fr')).toBe('quatre-vingt-un');
    expect(numberInWords(95, 'fr')).toBe('nonante-cinq');
    expect(numberInWords(200, 'fr')).toBe('deux cents');
    expect(numberInWords(280_000, 'fr')).toBe('deux cent quatre-vingt mille');
    expect(numberInWords(2_300_000, 'fr')).toBe('deux millions trois cent mille');
  });

  it('writes English and German', () => {
    expect(numberInWords(345_750, 'en')).toBe('three hundred forty-five thousand seven hundred fifty');
    expect(numberInWords(345_751, 'de')).toBe('dreihundertfünfundvierzigtausendsiebenhunderteinundfünfzig');
    expect(numberInWords(1_000_001, 'de')).toBe('eine Million eins');
  });

  it('refuses what it cannot write', () => {
    expect(numberInWords(-1, 'nl')).toBeNull();
    expect(numberInWords(1.5, 'nl')).toBeNull();
    expect(numberInWords(1_000_000_000, 'fr')).toBeNull();
  });
});

describe('amountInWordsMatches', () => {
  it('accepts the same amount however it is spaced, accented or spelled', () => {
    expect(amountInWordsMatches(250_000, 'Tweehonderd vijftig duizend euro')).toBe(true);
    expect(amountInWordsMatches(22_000, 'tweeentwintigduizend')).toBe(true);
    expect(amountInWordsMatches(275_000, 'deux-cent-soixante-quinze-mille euros')).toBe(true);
    expect(amountInWordsMatches(275_000, 'deux cent septante-cinq mille')).toBe(true);
    expect(amountInWordsMatches(200, 'deux cent')).toBe(true);
    expect(amountInWordsMatches(345_750, 'three hundred and forty-five thousand, seven hundred and fifty')).toBe(true);
  });

  it('refuses another amount or no words', () => {
    expect(amountInWordsMatches(250_000, 'tweehonderdduizend')).toBe(false);
    expect(amountInWordsMatches(250_000, '250000')).toBe(false);
    expect(amountInWordsMatches(250_000, '')).toBe(false);
  });
});
