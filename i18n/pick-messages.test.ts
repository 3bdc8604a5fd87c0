import { describe, expect, it } from 'vitest';
import { pickMessages } from '../lib/platform/i18n/pick-messages';

const catalogue = {
  Layout: { backToTop: 'Naar boven', home: 'Home' },
  Gallery: { label: "Foto's", counter: '{n} / {total}' },
  Search: { a: { b: 'c' } },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and single messages, and nothing else', () => {
    expect(pickMessages(catalogue, ['Gallery', 'Layout.backToTop'])).toEqual({
      Gallery: { label: "Foto's", counter: '{n} / {total}' },
      Layout: { backToTop: 'Naar boven' },
    });
  });

  it('merges several messages of one namespace, at any depth', () => {
    expect(pickMessages(catalogue, ['Layout.backToTop', 'Layout.home', 'Search.a.b'])).toEqual({
      Layout: { backToTop: 'Naar boven', home: 'Home' },
      Search: { a: { b: 'c' } },
    });
  });

  it('fails loudly on a key the catalogue lacks, rather than leave a raw key on the page', () => {
    expect(() => pickMessages(catalogue, ['Layout.nope'])).toThrow(/Layout\.nope/);
  });
});
