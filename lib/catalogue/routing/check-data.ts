/**
 * The data check: a data directory's files against lib/catalogue/data's schemas and cross-checks, plus what only
 * the route table sees (two pages or paths on one URL). `npm run data:check` and the build print its
 * verdict (scripts/build/data-check.ts); the CRM sync runs it on a catalogue before publishing it
 * (lib/agency/crm/sync). Here, at the routing layer, because the route table is built from the data's files.
 */
import { DataError, readDataFiles, readHistoryLog, siteLanguages, type PropertyRecord, type SiteFiles } from '@/lib/catalogue/data';
import { checkMentions, type Mention } from '@/lib/catalogue/property/mandatory-mentions';
import { projectClaims, unbackedClaims, type UnbackedClaim } from '@/lib/catalogue/property/green-claims';
import type { Region } from '@/lib/catalogue/property/region';
import { buildRouteTable } from './table';

/** Reads every data file, handing each valid property record to `visit` (readDataFiles or the store's snapshot writer). */
export type DataReader = (dir: string, visit: (record: PropertyRecord) => void) => SiteFiles;

/** A listing that lacks mandatory mentions for its region and goal (docs/decisions/0040). */
export interface IncompleteListing {
  id: number;
  region: Region;
  /** In the rules' order; the union over the property's language records. */
  missing: Mention[];
}

export interface MentionReport {
  listings: IncompleteListing[];
  /** site.json `legal.incompleteListings`: 'hold' keeps them off the site, 'publish' shows them. */
  policy: 'publish' | 'hold';
}

/**
 * A listing whose title, name or description makes a generic environmental claim its energy label does
 * not back (lib/catalogue/property/green-claims.ts, docs/decisions/0050).
 */
export interface ClaimListing {
  kind: 'property' | 'project';
  id: number;
  region: Region | null;
  /** The energy label the site shows, or null (a project has none). */
  label: string | null;
  /** One entry per claim term, with where it is ("Title (nl)"), in the order found. */
  claims: { term: string; places: string[] }[];
}

export type DataVerdict =
  { ok: true; summary: string; mentions: MentionReport; claims: ClaimListing[] } | { ok: false; problems: string[] };

/** Adds a record's claims to its listing's entry. */
function addClaims(listings: Map<string, ClaimListing>, listing: Omit<ClaimListing, 'claims'>, claims: UnbackedClaim[]) {
  if (!claims.length) return;
  const key = `${listing.kind} ${listing.id}`;
  const found = listings.get(key) ?? { ...listing, claims: [] };
  for (const { term, field, language } of claims) {
    const place = `${field} (${language})`;
    const entry = found.claims.find((c) => c.term === term);
    if (!entry) found.claims.push({ term, places: [place] });
    else if (!entry.places.includes(place)) entry.places.push(place);
  }
  listings.set(key, found);
}

/**
 * Checks the data directory with `read`. The records themselves are not kept (a big catalogue is
 * 100s of MB): they are counted as they are read. Anything but a problem in the data throws.
 */
export function checkDataDirectory(dir: string, read: DataReader = (d, visit) => readDataFiles(d, visit)): DataVerdict {
  const started = performance.now();
  try {
    const ids = new Set<number>();
    let records = 0;
    const incomplete = new Map<number, { region: Region; marquee: number; missing: Set<Mention> }>();
    const claimed = new Map<string, ClaimListing>();
    const files = read(dir, (record) => {
      records++;
      ids.add(record.ID);
      // Generic environmental claims: every listing the site shows, sold and rented references included
      // (their pages still advertise the agency).
      const { region: claimRegion, label, claims } = unbackedClaims(record);
      addClaims(claimed, { kind: 'property', id: record.ID, region: claimRegion, label }, claims);
      // Sold and rented listings need no mentions; which Marquee values they are is site.json's, read
      // with the records, so that filter comes after.
      const { region, missing } = checkMentions(record, { sold: [], rented: [] });
      if (!region || !missing.length) return;
      const found = incomplete.get(record.ID) ?? { region, marquee: record.Marquee, missing: new Set<Mention>() };
      for (const mention of missing) found.missing.add(mention);
      incomplete.set(record.ID, found);
    });
    // Two pages or paths on one URL (lib/catalogue/routing/table.ts throws on a collision).
    try {
      buildRouteTable(files);
    } catch (error) {
      throw new DataError([`menu.json / paths.json: ${(error as Error).message}`]);
    }
    // The catalogue's history is the build's to append to; a line it cannot read would stop the build.
    const history = readHistoryLog(dir).problems;
    if (history.length) throw new DataError(history);
    const { marquee, legal } = files['site.json'];
    const listings = [...incomplete]
      .filter(([, { marquee: value }]) => !marquee.sold.includes(value) && !marquee.rented.includes(value))
      .map(([id, { region, missing }]) => ({ id, region, missing: [...missing] }))
      .sort((a, b) => a.id - b.id);
    for (const project of files['projects.json'].projects)
      addClaims(claimed, { kind: 'project', id: project.ID, region: null, label: null }, projectClaims(project));
    // Properties, then projects, each by id.
    const claims = [...claimed.values()].sort((a, b) => Number(a.kind === 'project') - Number(b.kind === 'project') || a.id - b.id);
    const ms = Math.round(performance.now() - started);
    return {
      ok: true,
      mentions: { listings, policy: legal.incompleteListings },
      claims,
      summary:
        `Data OK: ${ids.size} properties (${records} records), ${new Set(files['projects.json'].projects.map((p) => p.ID)).size} projects, ` +
        `${files['cities.json'].cities.length} city records, ${files['articles.json'].articles.length} articles, ` +
        `${files['team.json'].members.length} team members, ${files['municipalities.json'].municipalities.length} municipalities; languages ${siteLanguages(files['site.json']).join(', ')} (${dir}, ${ms} ms)`,
    };
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    return { ok: false, problems: error.problems };
  }
}

/**
 * The mentions report, one line per listing and mention ("property 4101 (flanders): epc-score"), then
 * a count that says what becomes of them; nothing when every listing is complete.
 */
export function mentionReportLines({ listings, policy }: MentionReport): string[] {
  if (!listings.length) return [];
  const lines = listings.flatMap(({ id, region, missing }) => missing.map((mention) => `property ${id} (${region}): ${mention}`));
  const fate =
    policy === 'hold'
      ? 'held back from the site (site.json legal.incompleteListings: "hold")'
      : 'published with this report (site.json legal.incompleteListings: "hold" holds them back)';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `Mandatory mentions: ${plural(listings.length, 'listing')} lack ${plural(lines.length, 'mention')}; ${fate} (docs/decisions/0040)`,
  );
  return lines;
}

/**
 * The green-claims report (docs/decisions/0050), one line per listing and claim ("property 4129
 * (brussels, EPC B-): "energiezuinig" in Title (nl), Description (nl)"), then a count; nothing when no
 * listing makes an unbacked claim. A warning, never a failure: the wording is the agency's to change.
 */
export function claimReportLines(listings: readonly ClaimListing[]): string[] {
  if (!listings.length) return [];
  const lines = listings.flatMap(({ kind, id, region, label, claims }) => {
    const where = kind === 'project' ? 'a project, no EPC' : [region, label ? `EPC ${label}` : 'no EPC'].filter(Boolean).join(', ');
    return claims.map(({ term, places }) => `${kind} ${id} (${where}): "${term}" in ${places.join(', ')}`);
  });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `Green claims: ${plural(listings.length, 'listing')} ${listings.length === 1 ? 'makes' : 'make'} ${plural(lines.length, 'generic environmental claim')} ` +
      `the energy label does not back; misleading under directive (EU) 2024/825 from 27 September 2026: reword or back them (docs/decisions/0050)`,
  );
  return lines;
}
