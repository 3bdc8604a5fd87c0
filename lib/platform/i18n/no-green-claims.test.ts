import { describe, expect, it } from 'vitest';
import { findClaims } from '@/lib/catalogue/property/green-claims';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import globalError from './global-error-texts.json';

/**
 * The site never makes a generic environmental claim of its own (directive (EU) 2024/825,
 * docs/decisions/0050): no visitor text in any language uses a claim word as a claim. A listing's own
 * words are the data check's (lib/catalogue/routing/check-data.ts); these are the site's.
 */
const CATALOGUES = { nl, fr, en, de } as const;

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* texts(child, path ? `${path}.${key}` : key);
}

const claimsIn = (lang: keyof typeof CATALOGUES, catalogue: unknown) =>
  [...texts(catalogue, '')].flatMap(([path, text]) => findClaims(text, lang).map((m) => `${lang} ${path}: "${m.found}"`));

describe('the site makes no environmental claim of its own', () => {
  it('finds a claim when a message makes one (the search works on these catalogues)', () => {
    expect(claimsIn('nl', { Property: { renovationNotice: 'Een energiezuinige woning, duurzaam gebouwd.' } })).toEqual([
      'nl Property.renovationNotice: "energiezuinige"',
      'nl Property.renovationNotice: "duurzaam"',
    ]);
    expect(claimsIn('fr', { Home: { title: 'Des logements durables et écologiques' } })).toHaveLength(2);
  });

  it.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])(
    'has no claim in messages/%s.json nor in the last-resort error page',
    (lang) => {
      expect([...claimsIn(lang, CATALOGUES[lang]), ...claimsIn(lang, globalError[lang])]).toEqual([]);
    },
  );
});
