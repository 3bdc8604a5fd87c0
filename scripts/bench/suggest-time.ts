/**
 * Suggestion time in process, without HTTP: one visitor typing the bench's queries, keystroke by
 * keystroke, against a catalogue; p50/p95/max per keystroke and the slowest keystrokes.
 *   npx tsx --conditions=react-server scripts/bench/suggest-time.ts .data/bench-100000
 */
import { loadStore } from '../../lib/catalogue/data';
import { buildSuggestIndex, suggest } from '../../lib/catalogue/search/suggest';
import type { Lang } from '../../lib/catalogue/data/types';

const dir = process.argv[2] ?? 'data';
const rounds = Number(process.argv[3] ?? 5);
let started = performance.now();
const store = loadStore(dir);
console.log(`store: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const reference = String(
  store.properties.get(store.site.defaultLanguage)![Math.floor((store.properties.get(store.site.defaultLanguage)!.length * 2) / 3)]!.id,
);
const typed: [Lang, string][] = [
  ...['Antwerpen', 'Gent', 'Brugge', 'appartement', 'Antwepren', 'villa Gent', reference].map((q) => ['nl', q] as [Lang, string]),
  ...['Bruxelles', 'Liège', 'maison', 'Namr', reference].map((q) => ['fr', q] as [Lang, string]),
];
const indexes = new Map(store.site.languages.map((lang) => [lang, buildSuggestIndex(store, lang)]));
// What the server warms at start (lib/catalogue/search/warm-up.ts).
started = performance.now();
for (const index of indexes.values()) index.listing.warm();
console.log(`warm-up: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const times: { ms: number; q: string }[] = [];
for (let round = 0; round <= rounds; round++)
  for (const [lang, q] of typed)
    for (let i = 1; i <= q.length; i++) {
      const prefix = q.slice(0, i);
      const t = performance.now();
      suggest(indexes.get(lang)!, prefix);
      if (round > 0) times.push({ ms: performance.now() - t, q: `${lang} ${prefix}` });
    }
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.ms.toFixed(2);
console.log(`${times.length} keystrokes: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${sorted.at(-1)!.ms.toFixed(2)} ms`);
console.log(
  'slowest:',
  sorted
    .slice(-8)
    .map((t) => `${t.q} ${t.ms.toFixed(1)}`)
    .join(', '),
);
