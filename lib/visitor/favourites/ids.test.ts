import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES, idsSearch, parseIdsParam, sameIds } from './ids';

describe('parseIdsParam', () => {
  it('reads comma-separated IDs in their order, without duplicates', () => {
    expect(parseIdsParam('4101,4102, 4101 ,4150')).toEqual([4101, 4102, 4150]);
  });

  it('reads a repeated parameter', () => {
    expect(parseIdsParam(['4101', '4102,4103'])).toEqual([4101, 4102, 4103]);
  });

  it('drops anything that is not a property ID, never throws', () => {
    for (const junk of ['', ',,,', 'abc', '-1', '0', '1e3', '12.5', '0x10', '1234567890', '%ZZ', '[1]', '4101;4102', ' ']) {
      expect(parseIdsParam(junk), junk).toEqual([]);
    }
    expect(parseIdsParam('abc,4101,,-7,4102x,4103')).toEqual([4101, 4103]);
    expect(parseIdsParam(undefined)).toEqual([]);
    expect(parseIdsParam(null)).toEqual([]);
    expect(parseIdsParam([])).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVOURITES} IDs and ignores huge input`, () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    const ids = parseIdsParam(many);
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids[0]).toBe(1);
    expect(parseIdsParam(`${'9'.repeat(1_000_000)},4101`)).toEqual([]);
    expect(parseIdsParam(Array.from({ length: 10_000 }, () => 'x'))).toEqual([]);
  });
});

describe('idsSearch and sameIds', () => {
  it('writes the query string the page reads', () => {
    expect(idsSearch([4101, 4102])).toBe('?ids=4101,4102');
    expect(idsSearch([])).toBe('');
    expect(parseIdsParam(idsSearch([4101, 4102]).slice('?ids='.length))).toEqual([4101, 4102]);
  });

  it('compares as sets', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});
