/**
 * Words that never end a slug, in the site's languages (nl, fr, en, de): articles, conjunctions and
 * prepositions. A title cut to fit ("…avec jardin orienté sud-ouest et garage") would otherwise end on
 * a dangling "-et".
 */
const DANGLING = new Set(
  [
    // nl
    'de het een en of te van met op in aan bij voor tot naar om uit door',
    // fr
    'et ou de du des la le les l d un une a au aux en sur avec pour par dans sous chez',
    // en
    'the an and or of with on at to for by from',
    // de
    'und oder mit der die das den dem des ein eine einer im am an zu zum zur von vom auf fur bei',
  ]
    .join(' ')
    .split(' '),
);

/** Letters NFKD does not split: "cœur" is "coeur", not "c-ur". */
const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l' };

/**
 * URL slugs: lower case, no diacritics, words joined by hyphens ("Liège" → "liege", "4.965 m²" →
 * "4965-m2"), at most `maxLength` characters cut between words, never ending on a stop word or, once
 * cut, on a number whose noun was cut off ("…en 3" of "…en 3 appartementen").
 */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .replace(/[œŒæÆßøØłŁ]/g, (c) => LIGATURES[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Thousands separators: "4.965" and "4 965" are one number.
    .replace(/(\d)[.\s\u00a0\u202f'](?=\d{3}(?!\d))/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const words = slug.split('-');
  let cut = false;
  while (words.join('-').length > maxLength && words.length > 1) {
    words.pop();
    cut = true;
  }
  const kept = [...words];
  while (kept.length > 1 && (DANGLING.has(kept.at(-1)!) || (cut && /^\d+$/.test(kept.at(-1)!)))) kept.pop();
  const result = kept.join('-');
  // A single word longer than the limit is cut inside it.
  return result.length > maxLength ? result.slice(0, maxLength).replace(/-+$/, '') : result;
}
