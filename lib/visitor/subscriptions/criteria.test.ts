import { describe, expect, it } from 'vitest';
import { getCities, getPropertyTypes } from '@/lib/catalogue/data';
import { criteriaProblems, resolveZones } from './criteria';

describe('criteriaProblems', () => {
  it('names a type or place the catalogue does not have, from what was sent, whatever else is wrong (issue 36)', () => {
    const type = String(getPropertyTypes('nl')[0]!.webId);
    const zip = getCities('nl')[0]!.zip;
    expect(criteriaProblems({ types: type, zones: [zip] }, 'nl')).toEqual({});
    expect(criteriaProblems({ types: [type, '999999'], zones: zip }, 'nl')).toEqual({ types: 'types' });
    expect(criteriaProblems({ types: type, zones: [zip, '0001'] }, 'nl')).toEqual({ zones: 'zones' });
    // Nothing sent is the schema's to say ("choose at least one").
    expect(criteriaProblems({}, 'nl')).toEqual({});
  });

  it('knows every Belgian and Luxembourg place typed by name or postal code, and names what it does not know (issue 61)', () => {
    expect(criteriaProblems({ zonesOther: 'Bertem, 9400; Bertogne, L-1611, 3500 8400, 3060 Bertem, Gand (9000)' }, 'nl')).toEqual({});
    expect(criteriaProblems({ zonesOther: 'Bertem, Atlantis' }, 'fr')).toEqual({ zonesOther: 'zonesUnknown' });
    expect(criteriaProblems({ zonesOther: '1099' }, 'nl')).toEqual({ zonesOther: 'zonesUnknown' });
  });
});

describe('resolveZones', () => {
  it('keeps the postal codes and turns typed places into theirs', () => {
    expect(resolveZones(['9000', 'Bertem', 'Bertogne', 'L-1611', '3060 Bertem', 'Kelmis (4720)'])).toEqual([
      '9000',
      '3060',
      '3061',
      '6687',
      '1611',
      '4720',
    ]);
  });
});
