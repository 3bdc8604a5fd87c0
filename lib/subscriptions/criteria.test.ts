import { describe, expect, it } from 'vitest';
import { getCities, getPropertyTypes } from '@/lib/data';
import { criteriaProblems } from './criteria';

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
});
