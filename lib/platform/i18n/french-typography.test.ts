import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';

/**
 * French puts a no-break space before a double punctuation mark (: ; ? !) and inside guillemets
 * (« … »); the catalogue uses U+00A0 throughout, as "Réf : {id}" always did, so that a mark never starts a line.
 */
const NBSP = '\u00a0';

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* texts(child, path ? `${path}.${key}` : key);
}

/** Where a text breaks the rule, as readable excerpts; URLs and clock times ("10:00") are not prose. */
export function misplacedMarks(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S+/g, (url) => ' '.repeat(url.length));
  const found: string[] = [];
  for (const [index, mark] of [...prose].entries()) {
    const before = prose[index - 1];
    const after = prose[index + 1];
    const bad =
      ([':', ';', '?', '!', '»'].includes(mark) &&
        before !== NBSP &&
        !(mark !== '»' && ['?', '!'].includes(before ?? '')) &&
        !(mark === ':' && /\d/.test(before ?? '') && /\d/.test(after ?? ''))) ||
      (mark === '«' && after !== NBSP);
    if (bad) found.push(prose.slice(Math.max(0, index - 15), index + 5));
  }
  return found;
}

describe('French typography in messages/fr.json', () => {
  it('finds a missing or breaking space before a double mark, and leaves URLs and times alone', () => {
    expect(misplacedMarks('Prix précédent: 5')).toEqual(['Prix précédent: 5']);
    expect(misplacedMarks('Prix précédent : 5')).toHaveLength(1);
    expect(misplacedMarks('Vraiment ?')).toHaveLength(1);
    expect(misplacedMarks('« Plus »')).toHaveLength(2);
    expect(misplacedMarks(`Réf${NBSP}: 4159${NBSP}; ouvert de 10:00 à 13:00${NBSP}! Voir https://www.ipi.be/?a=1${NBSP}?!`)).toEqual([]);
    expect(misplacedMarks(`«${NBSP}Plus${NBSP}»`)).toEqual([]);
  });

  it('puts a no-break space before every : ; ? ! and inside « » of its texts', () => {
    const wrong = [...texts(fr, '')].flatMap(([path, text]) => misplacedMarks(text).map((excerpt) => `${path}: …${excerpt}…`));
    expect(wrong).toEqual([]);
  });
});
