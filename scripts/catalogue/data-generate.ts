/**
 * Writes a complete synthetic data directory for load and scale testing:
 *   npm run data:generate -- --properties 100000 [--out .data/generated] [--from data]
 * site, menu, paths, articles, team, projects and the JSON Schemas are copied from the sample;
 * properties are generated (one record per enabled language) and types/cities recomputed. The
 * listings reuse the sample's photo URLs, so no new photos are needed. Select the result with
 * VITRINE_DATA_DIR=<out>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readDataFile, siteLanguages, streamDataFile, writeDataFile } from '../../lib/catalogue/data';
import type { DataFileName } from '../../lib/catalogue/data/file-schemas';
import { cityRecords, count, newTally, typeRecords } from './sample-data/aggregate';
import { SUBTYPES, typeOf, type Subtype } from './sample-data/catalog';
import { sampleSlots } from './sample-data/listings';
import { type Lang, PLACES } from './sample-data/places';
import { Rng } from './sample-data/prng';
import { createDateIn2026, makeSpec, renderRecord, type Slot } from './sample-data/property';
import { buildText } from './sample-data/text';

const COPIED: DataFileName[] = [
  'site.json',
  'menu.json',
  'paths.json',
  'articles.json',
  'team.json',
  'projects.json',
  'purchase-costs.json',
  'municipalities.json',
];
const FIRST_ID = 100001;
const SEED = 'vitrine-synthetic';

function option(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

function fail(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run data:generate -- --properties N [--out DIR] [--from DIR]\n`);
  process.exit(1);
}

/** Subtypes weighted like a real stock: mostly houses and apartments. */
const SUBTYPE_WEIGHTS: Record<string, number> = {
  terraced: 10,
  semi: 8,
  detached: 6,
  villa: 3,
  farm: 2,
  'bel-etage': 3,
  townhouse: 4,
  apartment: 16,
  'ground-floor': 3,
  studio: 4,
  duplex: 3,
  penthouse: 1.5,
  loft: 1.5,
  'building-land': 4,
  'building-plot': 3,
  income: 2,
  mixed: 1.5,
  shop: 2,
  horeca: 1,
  office: 2,
  warehouse: 1,
  'garage-box': 2,
  parking: 1.5,
};
const SALE_ONLY = new Set(['land', 'income', 'garage']);

function* syntheticSlots(n: number): Generator<Slot> {
  const rng = new Rng(SEED);
  const sample = sampleSlots();
  // Photo sets of the sample, per type, to reuse.
  const photos = new Map<string, string[][]>();
  for (const slot of sample) {
    const spec = makeSpec(slot, 'photos');
    if (!spec.pictureCount) continue;
    const urls = Array.from({ length: spec.pictureCount }, (_, i) => `/photos/properties/${slot.id}/${i + 1}.jpg`);
    photos.set(slot.sub.type, [...(photos.get(slot.sub.type) ?? []), urls]);
  }
  const places = PLACES.filter((p) => sample.some((s) => s.place.key === p.key));
  const subtypes = SUBTYPES.map((s) => [s, SUBTYPE_WEIGHTS[s.key] ?? 1] as [Subtype, number]);
  // The sample's project units come first, so the projects keep their units.
  const units = sample.filter((s) => s.project);
  for (let i = 0; i < n; i++) {
    const id = FIRST_ID + i;
    const unit = units[i];
    if (unit) {
      yield {
        ...unit,
        id,
        energy: undefined,
        pictureUrls: rng.pick(photos.get(unit.sub.type)!).slice(0, 4),
        createDate: createDateIn2026(rng),
        sparse: true,
      };
      continue;
    }
    const sub = rng.weighted(subtypes);
    const goal: 0 | 1 = SALE_ONLY.has(sub.type) ? 0 : rng.chance(sub.type === 'commercial' ? 0.5 : 0.3) ? 1 : 0;
    const marquee = rng.weighted([
      [0, 60],
      [1, 15],
      [goal === 0 ? 2 : 3, 10],
      [4, 7],
      [5, 8],
    ] as const);
    yield {
      id,
      place: rng.pick(places),
      sub,
      goal,
      marquee,
      publishPrice: rng.chance(0.95),
      priceFrom: sub.type === 'land' && rng.chance(0.15),
      publishAddress: rng.chance(0.95),
      documents: rng.chance(0.25),
      videos: rng.chance(0.05) ? [rng.pick(['youtube', 'vimeo', 'matterport'] as const)] : [],
      pictureUrls: rng.chance(0.002) ? [] : rng.pick(photos.get(sub.type)!).slice(0, rng.int(3, 4)),
      createDate: createDateIn2026(rng),
      sparse: true,
    };
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const n = Number(option('properties'));
  if (!Number.isInteger(n) || n < 0) fail('--properties must be a whole number');
  const from = path.resolve(option('from', 'data')!);
  const out = path.resolve(option('out', '.data/generated')!);
  if (out === from) fail('--out must differ from --from');

  const site = readDataFile(from, 'site.json');
  if (!site.ok) fail(`Cannot read ${from}/site.json:\n${site.problems.join('\n')}`);
  const languages = siteLanguages(site.data).filter((l): l is Lang => l === 'nl' || l === 'fr');
  if (languages.length !== siteLanguages(site.data).length)
    fail('The generator writes Dutch and French text only; enable no other language.');

  fs.mkdirSync(out, { recursive: true });
  for (const file of COPIED) fs.copyFileSync(path.join(from, file), path.join(out, file));
  fs.cpSync(path.join(from, 'schema'), path.join(out, 'schema'), { recursive: true });

  const tally = newTally();
  function* records() {
    for (const slot of syntheticSlots(n)) {
      const spec = makeSpec(slot, SEED);
      const text = buildText(spec);
      count(tally, typeOf(spec.sub.type).webId, spec.place.key, spec.goal);
      for (const lang of languages) yield renderRecord(spec, lang, text);
    }
  }
  const bytes = await streamDataFile(out, 'properties.json', 'properties', records());
  writeDataFile(out, 'types.json', { types: typeRecords(tally, languages) });
  writeDataFile(out, 'cities.json', { cities: cityRecords(tally, languages) });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote ${n} properties (${n * languages.length} records, properties.json ${(bytes / 1048576).toFixed(1)} MiB) to ${path.relative(process.cwd(), out) || out} in ${seconds} s`,
  );
  console.log(`Use it with: VITRINE_DATA_DIR=${path.relative(process.cwd(), out) || out} npm run data:check   (or npm run dev / build)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
