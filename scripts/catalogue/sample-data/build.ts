/** Builds every sample data file in memory; scripts/catalogue/sample-data.ts writes them. */
import type { PropertyRecord } from '../../../lib/catalogue/data/file-schemas';
import { allArticles } from './articles';
import { cityRecords, count, newTally, typeRecords } from './aggregate';
import { TYPES } from './catalog';
import { ENERGY_RANGES, rangeOf } from './energy';
import { SAMPLE_SEED, sampleSlots } from './listings';
import { menuEntries } from './menu';
import type { Lang } from './places';
import { regionOf } from './places';
import { PROJECTS, projectRecord } from './projects';
import { makeSpec, renderRecord, type PropertySpec } from './property';
import { pathEntries, siteConfig } from './site';
import { teamMembers } from './team';
import { buildText, DESCRIPTION_MAX, DESCRIPTION_MIN } from './text';

export const LANGUAGES: readonly Lang[] = ['nl', 'fr'];

export interface Sample {
  files: Record<string, Record<string, unknown>>;
  specs: PropertySpec[];
  properties: PropertyRecord[];
}

export function buildSample(): Sample {
  const specs = sampleSlots().map((slot) => makeSpec(slot, SAMPLE_SEED));
  const properties: PropertyRecord[] = [];
  const tally = newTally();
  for (const spec of specs) {
    const text = buildText(spec);
    for (const lang of LANGUAGES) properties.push(renderRecord(spec, lang, text));
    count(tally, TYPES.find((t) => t.key === spec.sub.type)!.webId, spec.place.key, spec.goal);
  }
  checkCoverage(specs, properties);
  return {
    specs,
    properties,
    files: {
      'site.json': siteConfig(),
      'menu.json': { entries: menuEntries() },
      'paths.json': { paths: pathEntries() },
      'articles.json': { articles: allArticles() },
      'team.json': { members: teamMembers() },
      'types.json': { types: typeRecords(tally, LANGUAGES) },
      'cities.json': { cities: cityRecords(tally, LANGUAGES) },
      'projects.json': { projects: LANGUAGES.flatMap((lang) => PROJECTS.map((p) => projectRecord(p, lang))) },
      'properties.json': { properties },
    },
  };
}

/** The sample exists to exercise edge cases: fail loudly if one went missing. */
function checkCoverage(specs: PropertySpec[], records: PropertyRecord[]): void {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  for (const t of TYPES)
    need(
      specs.some((s) => s.sub.type === t.key),
      `type ${t.key}`,
    );
  need(specs.some((s) => s.goal === 0) && specs.some((s) => s.goal === 1), 'sale and rent');
  for (let m = 0; m <= 5; m++)
    need(
      specs.some((s) => s.marquee === m),
      `Marquee ${m}`,
    );
  need(!specs.some((s) => s.marquee === 2 && s.goal !== 0), 'Marquee 2 (sold) only for sale');
  need(!specs.some((s) => s.marquee === 3 && s.goal !== 1), 'Marquee 3 (rented) only for rent');
  need(
    specs.some((s) => !s.publishPrice),
    'PublishPrice false',
  );
  need(
    specs.some((s) => s.priceFrom),
    'PriceUnit 7',
  );
  need(
    specs.some((s) => !s.publishAddress),
    'PublishAddress false',
  );
  need(specs.filter((s) => s.pictureCount === 0).length === 1, 'exactly one listing without pictures');
  need(records.filter((r) => r.TypeDescription.length > 100).length >= 2, 'two TypeDescriptions over 100 characters');
  for (const kind of ['youtube', 'vimeo', 'mp4', 'matterport'] as const)
    need(
      specs.some((s) => s.videos.includes(kind)),
      `a ${kind} video`,
    );
  for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
    const hit = new Set(
      specs
        .filter((s) => s.energy !== null && s.place.country === 'BE' && regionOf(s.place) === region)
        .map((s) => rangeOf(s.energy!, region).code),
    );
    for (const r of ENERGY_RANGES[region]) need(hit.has(r.code), `${region} label ${r.code}`);
  }
  for (const s of specs) {
    if (s.price === null) continue;
    if (s.goal === 1) need(s.price >= 650 && s.price <= 2400, `rent of ${s.id} within 650-2400 (${s.price})`);
    else need(s.price >= 45000 && s.price <= 1500000, `price of ${s.id} within 45k-1.5M (${s.price})`);
  }
  for (const r of records)
    need(
      r.Description.length >= DESCRIPTION_MIN && r.Description.length <= DESCRIPTION_MAX,
      `description of ${r.ID} (${r.language}) is ${r.Description.length} characters`,
    );
  if (problems.length) throw new Error(`The sample misses:\n  ${problems.join('\n  ')}`);
}
