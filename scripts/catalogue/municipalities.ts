/**
 * Writes data/municipalities.json, the directory of Belgian municipalities and Luxembourg communes with
 * their localities and postal codes, from the lists described in docs/data.md ("Municipalities"): one
 * entry per (postal code, locality) pair there, one entry per municipality here, its localities grouping
 * their postal codes (Luxembourg has a code per street: 4,343 codes for 100 communes).
 *   npx tsx scripts/catalogue/municipalities.ts SOURCE_DIR [--out DIR]
 * SOURCE_DIR holds be.json and lu.json; the result is checked by `npm run data:check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MunicipalitiesFile, PlaceName } from '../../lib/catalogue/data/file-schemas';
import { schemaRef } from '../../lib/catalogue/data';

interface BeEntry {
  zip: string;
  locality: PlaceName;
  municipality: PlaceName;
  nis: string;
  province: ({ code: string; nis: string } & PlaceName) | null;
  region: 'flanders' | 'wallonia' | 'brussels';
  main?: true;
}
interface LuEntry {
  zip: string;
  locality: PlaceName;
  municipality: PlaceName;
  canton: { code: string } & PlaceName;
  region: 'luxembourg';
  special?: true;
}

type Municipality = MunicipalitiesFile['municipalities'][number];
type Locality = Municipality['localities'][number];

const nameOf = (value: PlaceName & Record<string, unknown>): PlaceName => {
  const name: PlaceName = {};
  for (const key of ['nl', 'fr', 'de', 'lb'] as const) if (typeof value[key] === 'string') name[key] = value[key] as string;
  return name;
};
const keyOf = (name: PlaceName) => JSON.stringify(name);

/** Adds a postal code to the municipality's locality of that name (and kind), created on first sight. */
function addLocality(municipality: Municipality, name: PlaceName, zip: string, flags: { main?: true; special?: true }) {
  let locality = municipality.localities.find((l) => keyOf(l.name) === keyOf(name) && l.main === flags.main && l.special === flags.special);
  if (!locality) {
    locality = { name, zips: [], ...flags } as Locality;
    municipality.localities.push(locality);
  }
  if (!locality.zips.includes(zip)) locality.zips.push(zip);
}

export function buildDirectory(be: BeEntry[], lu: LuEntry[]): MunicipalitiesFile {
  const provinces = new Map<string, MunicipalitiesFile['provinces'][number]>();
  const cantons = new Map<string, MunicipalitiesFile['cantons'][number]>();
  const municipalities = new Map<string, Municipality>();
  for (const entry of be) {
    if (entry.province)
      provinces.set(entry.province.code, { code: entry.province.code, nis: entry.province.nis, name: nameOf(entry.province) });
    const key = `BE|${entry.nis}`;
    let municipality = municipalities.get(key);
    if (!municipality) {
      municipality = {
        country: 'BE',
        nis: entry.nis,
        name: nameOf(entry.municipality),
        region: entry.region,
        province: entry.province?.code ?? null,
        localities: [],
      };
      municipalities.set(key, municipality);
    }
    addLocality(municipality, nameOf(entry.locality), entry.zip, entry.main ? { main: true } : {});
  }
  for (const entry of lu) {
    cantons.set(entry.canton.code, { code: entry.canton.code, name: nameOf(entry.canton) });
    const key = `LU|${entry.municipality.fr}`;
    let municipality = municipalities.get(key);
    if (!municipality) {
      municipality = { country: 'LU', name: nameOf(entry.municipality), region: 'luxembourg', canton: entry.canton.code, localities: [] };
      municipalities.set(key, municipality);
    }
    addLocality(municipality, nameOf(entry.locality), entry.zip, entry.special ? { special: true } : {});
  }
  const byCode = <T extends { code: string }>(a: T, b: T) => a.code.localeCompare(b.code);
  const list = [...municipalities.values()];
  for (const m of list) for (const l of m.localities) l.zips.sort();
  // Belgium by NIS code, then Luxembourg by name: a stable order that diffs well.
  list.sort(
    (a, b) =>
      a.country.localeCompare(b.country) || (a.nis ?? '').localeCompare(b.nis ?? '') || (a.name.fr ?? '').localeCompare(b.name.fr ?? ''),
  );
  return {
    $schema: schemaRef('municipalities.json'),
    provinces: [...provinces.values()].sort(byCode),
    cantons: [...cantons.values()].sort(byCode),
    municipalities: list,
  };
}

/** One record a line: 4,000 lines instead of 40,000, and a change shows as the municipality it is in. */
export function renderDirectory(file: MunicipalitiesFile): string {
  const list = (items: unknown[]) => `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return `{\n  "$schema": ${JSON.stringify(file.$schema)},\n  "provinces": ${list(file.provinces)},\n  "cantons": ${list(file.cantons)},\n  "municipalities": ${list(file.municipalities)}\n}\n`;
}

function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: tsx scripts/catalogue/municipalities.ts SOURCE_DIR [--out DIR]');
  const outIndex = process.argv.indexOf('--out');
  const out = path.resolve(outIndex > 0 ? process.argv[outIndex + 1]! : 'data');
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(source, file), 'utf8')) as T;
  const file = buildDirectory(read<BeEntry[]>('be.json'), read<LuEntry[]>('lu.json'));
  fs.writeFileSync(path.join(out, 'municipalities.json'), renderDirectory(file));
  console.log(
    `Wrote ${path.join(out, 'municipalities.json')}: ${file.municipalities.length} municipalities, ${file.provinces.length} provinces, ${file.cantons.length} cantons`,
  );
}

if (process.argv[1]?.endsWith('municipalities.ts')) main();
