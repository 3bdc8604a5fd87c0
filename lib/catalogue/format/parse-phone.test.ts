import { describe, expect, it } from 'vitest';
import { phoneMetadataSubset } from './phone-countries';
import metadata from './phone-metadata.json';
import { parsePhone } from './parse-phone';

describe('parsePhone', () => {
  it('writes Belgian numbers as Belgians do (docs/product.md, Rulings: Phone formatting)', () => {
    expect(parsePhone('025123456')).toEqual({ e164: '+3225123456', display: '02 512 34 56' });
    expect(parsePhone('050 12 34 56')).toEqual({ e164: '+3250123456', display: '050 12 34 56' });
    expect(parsePhone('0470/12.34.56')).toEqual({ e164: '+32470123456', display: '0470 12 34 56' });
    expect(parsePhone('+32 9 123 45 67')).toEqual({ e164: '+3291234567', display: '09 123 45 67' });
    expect(parsePhone('0032 3 123 45 67')?.display).toBe('03 123 45 67');
  });

  it('keeps other countries international', () => {
    expect(parsePhone('+352 26 12 34 56')?.display).toBe('+352 26 12 34 56');
    expect(parsePhone('+31 6 12345678')?.e164).toBe('+31612345678');
  });

  it('refuses what is not a number of a known plan', () => {
    for (const bad of [
      '',
      '12',
      '0470 12 34',
      '0470 12 34 56 78 90',
      'call me',
      '+1 (999) 000',
      '0470123456\r\nBcc: x@y.z',
      '+86 139 1234 5678',
    ]) {
      expect(parsePhone(bad), bad).toBeNull();
    }
  });

  it('ships the metadata subset of the installed libphonenumber-js (npm run data:phone-metadata)', () => {
    expect(metadata).toEqual(phoneMetadataSubset());
  });
});
