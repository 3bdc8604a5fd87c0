/**
 * Generic environmental claims in a listing's own words ("energiezuinig", "écologique", "duurzame
 * woning", "green home"), and whether the listing's energy performance backs them (docs/decisions/0050).
 *
 * Directive (EU) 2024/825, which Member States apply from 27 September 2026, puts "a generic
 * environmental claim for which the trader is not able to demonstrate recognised excellent
 * environmental performance relevant to the claim" on the list of practices that are unfair in all
 * circumstances. A listing's only recognised measure of its performance is its energy certificate, so a
 * claim counts as backed when the label the site shows is one of the best of its region's scale:
 *
 * - energy and environment claims: a class A (A++, A+, A or A- as the region writes it);
 * - "neutral" claims (klimaatneutraal, energieneutraal, neutre en carbone, net zero): the class below
 *   zero of a Belgian scale (Flanders A+, Brussels A+, Wallonia A++), a building that needs no net
 *   primary energy; Luxembourg's classes have none, so there such a claim is never backed.
 *
 * The data check and the CRM sync only warn: a claim is the agency's to reword, not a broken file.
 *
 * Words have other senses, and only the claims count: "in het groen", "een groene omgeving", "des
 * volets verts", "un revêtement durable" (long-lasting), "duurzaam verhuurd" / "nachhaltig vermietet"
 * (reliably let) are not claims. So the ambiguous words (groen, vert, green, grün; fr durable) count
 * only in the phrases that make them a claim about the dwelling, its building or its energy, and the
 * words that mostly are claims (duurzaam, sustainable, nachhaltig, écologique...) count everywhere but
 * in the phrases listed as other senses. Pure: the data check (lib/catalogue/routing) and the tests import it.
 */
import type { LanguageCode } from '@/lib/catalogue/data/file-schemas';
import { energyLabelOf, type EnergyLabelCode } from './energy';
import { regionOf, type Region } from './region';

export type ClaimKind = 'energy' | 'environment' | 'neutral';

interface ClaimRule {
  /** The claim as the report names it, in the listing's language. */
  term: string;
  kind: ClaimKind;
  /** Regular expression source, matched whole-word and case-insensitively. */
  pattern: string;
}

interface Vocabulary {
  claims: readonly ClaimRule[];
  /** Phrases where a claim word has another sense: taken out of the text before the claims are sought. */
  otherSenses: readonly string[];
}

/** French and English apostrophes, with or without a space after (l'environnement, l’environnement). */
const APOS = "['’]\\s?";
const DWELLING_NL =
  '(?:woning|woningen|huis|huizen|appartement|appartementen|gebouw|villa|nieuwbouw|project|wijk|bouw|renovatie|investering|keuze|energie|stroom|levensstijl)';
const DWELLING_FR =
  '(?:maison|logement|habitat|habitation|immobilier|bâtiment|batiment|construction|rénovation|renovation|immeuble|quartier|projet|architecture|conception|énergie|energie|électricité|electricite|chauffage|choix)s?';
const DWELLING_EN =
  '(?:home|house|building|living|energy|electricity|choice|investment|apartment|flat|property|construction|renovation|neighbou?rhood|development)s?';
const DWELLING_DE = '(?:wohnen|haus|häuser|wohnung|wohnungen|gebäude|energie|strom|bauen|bauweise|immobilie|immobilien|quartier|siedlung)';

export const VOCABULARY: Record<LanguageCode, Vocabulary> = {
  nl: {
    claims: [
      { term: 'energiezuinig', kind: 'energy', pattern: 'energie-?zuinig(?:e|er|ere|st|ste|heid)?' },
      { term: 'energie-efficiënt', kind: 'energy', pattern: 'energie-?effici[eë]nte?' },
      { term: 'energievriendelijk', kind: 'energy', pattern: 'energie-?vriendelijke?' },
      { term: 'lage-energiewoning', kind: 'energy', pattern: 'lage[- ]?energie(?:-?(?:woning|huis|appartement|villa|nieuwbouw))?' },
      { term: 'energieneutraal', kind: 'neutral', pattern: 'energie-?neutra(?:al|le)' },
      { term: 'klimaatneutraal', kind: 'neutral', pattern: 'klimaat-?neutra(?:al|le)' },
      { term: 'CO2-neutraal', kind: 'neutral', pattern: '(?:co[2₂]|koolstof)-?neutra(?:al|le)' },
      { term: 'duurzaam', kind: 'environment', pattern: 'duurza(?:am|me|amheid|mer|mere|amst|amste)' },
      { term: 'ecologisch', kind: 'environment', pattern: 'ecologisch(?:e|er)?' },
      { term: 'eco', kind: 'environment', pattern: 'eco(?:-?(?:woning|huis|wijk|vriendelijke?|bouw|villa|appartement))?' },
      { term: 'milieuvriendelijk', kind: 'environment', pattern: '(?:milieu|natuur|klimaat)-?vriendelijk(?:e|er)?' },
      { term: 'milieubewust', kind: 'environment', pattern: 'milieubewust(?:e)?' },
      { term: 'groen', kind: 'environment', pattern: `groene?\\s+${DWELLING_NL}|groen\\s+(?:wonen|gebouwd|bouwen|leven|label)` },
    ],
    otherSenses: [
      // Reliably let, a lasting tenancy: an investor's reassurance, not a claim about the environment.
      'duurza(?:am|me)\\s+verhuurde?',
      'duurzame\\s+(?:huurders?|huurrelatie|relatie|verhuring)',
    ],
  },
  fr: {
    claims: [
      { term: 'basse énergie', kind: 'energy', pattern: 'basse[- ][ée]nergie' },
      { term: 'économe en énergie', kind: 'energy', pattern: '[ée]conomes?\\s+en\\s+[ée]nergie' },
      { term: 'énergétiquement performant', kind: 'energy', pattern: '[ée]nerg[ée]tiquement\\s+performante?s?' },
      { term: 'éco-énergétique', kind: 'energy', pattern: '[ée]co-?[ée]nerg[ée]tiques?' },
      {
        term: 'basse consommation',
        kind: 'energy',
        pattern: `${DWELLING_FR}\\s+(?:à\\s+)?basse\\s+consommation|faible\\s+consommation\\s+(?:d${APOS}[ée]nergie|[ée]nerg[ée]tique)`,
      },
      {
        term: 'neutre en carbone',
        kind: 'neutral',
        pattern: 'neutres?\\s+(?:en\\s+carbone|pour\\s+le\\s+climat)|climatiquement\\s+neutres?|z[ée]ro\\s+(?:carbone|[ée]missions?)',
      },
      { term: 'bas carbone', kind: 'environment', pattern: 'bas\\s+carbone' },
      { term: 'écologique', kind: 'environment', pattern: '[ée]cologiques?' },
      {
        term: 'éco',
        kind: 'environment',
        pattern: '[ée]co(?:-?(?:responsables?|construite?s?|construction|con[çc]ues?|logements?|quartiers?|habitats?))?',
      },
      {
        term: "respectueux de l'environnement",
        kind: 'environment',
        pattern: `respectueu(?:x|se|ses)\\s+(?:de\\s+l${APOS}environnement|de\\s+la\\s+(?:nature|plan[èe]te)|du\\s+climat)`,
      },
      { term: 'durable', kind: 'environment', pattern: `d[ée]veloppement\\s+durable|${DWELLING_FR}\\s+durables?` },
      { term: 'vert', kind: 'environment', pattern: `${DWELLING_FR}\\s+verte?s?` },
    ],
    otherSenses: [],
  },
  en: {
    claims: [
      { term: 'energy-efficient', kind: 'energy', pattern: 'energy[- ]?(?:efficient|saving|friendly)' },
      { term: 'low-energy', kind: 'energy', pattern: 'low[- ]energy' },
      {
        term: 'climate-neutral',
        kind: 'neutral',
        pattern: '(?:climate|carbon|co[2₂]|energy)[- ]neutral|net[- ]zero|zero[- ](?:carbon|emissions?)',
      },
      { term: 'eco-friendly', kind: 'environment', pattern: 'eco(?:[- ]?friendly)?' },
      {
        term: 'environmentally friendly',
        kind: 'environment',
        pattern: 'environment(?:ally)?[- ]friendly|(?:nature|climate|planet)[- ]friendly',
      },
      { term: 'ecological', kind: 'environment', pattern: 'ecological(?:ly)?' },
      { term: 'sustainable', kind: 'environment', pattern: 'sustainabl[ey]|sustainability' },
      { term: 'green', kind: 'environment', pattern: `green\\s+${DWELLING_EN}` },
    ],
    // A steady yield, an investor's term.
    otherSenses: ['sustainable\\s+(?:rental\\s+)?(?:yield|income|returns?|rent)s?'],
  },
  de: {
    claims: [
      { term: 'energieeffizient', kind: 'energy', pattern: 'energie-?effizient(?:e|er|es|en)?|energiesparend(?:e|er|es|en)?' },
      { term: 'Niedrigenergiehaus', kind: 'energy', pattern: 'niedrig-?energie(?:-?(?:haus|häuser|wohnung|gebäude))?' },
      { term: 'klimaneutral', kind: 'neutral', pattern: '(?:klima|energie|co[2₂]|kohlenstoff)-?neutral(?:e|er|es|en)?' },
      {
        term: 'umweltfreundlich',
        kind: 'environment',
        pattern: '(?:umwelt|klima|natur)-?freundlich(?:e|er|es|en)?|umweltschonend(?:e|er|es|en)?',
      },
      { term: 'ökologisch', kind: 'environment', pattern: 'ökologisch(?:e|er|es|en)?' },
      { term: 'öko', kind: 'environment', pattern: 'öko(?:-?(?:haus|häuser|wohnung|siedlung|bau))?' },
      { term: 'nachhaltig', kind: 'environment', pattern: 'nachhaltig(?:e|er|es|en|keit)?' },
      { term: 'grün', kind: 'environment', pattern: `grüne?[snr]?\\s+${DWELLING_DE}|grün\\s+(?:wohnen|bauen)` },
    ],
    // Reliably let, in investors' German.
    otherSenses: ['nachhaltig\\s+vermietet(?:e|er|es|en)?'],
  },
};

/** Whole words only, in any script: "eco" is not in "economisch", "vert" not in "ouvert". */
const whole = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');

interface Compiled {
  claims: { rule: ClaimRule; pattern: RegExp }[];
  otherSenses: RegExp | null;
  /** Every claim pattern at once: most texts have none, and one pass says so. */
  any: RegExp;
}

const COMPILED = Object.fromEntries(
  Object.entries(VOCABULARY).map(([lang, { claims, otherSenses }]) => [
    lang,
    {
      claims: claims.map((rule) => ({ rule, pattern: whole(rule.pattern) })),
      otherSenses: otherSenses.length ? whole(otherSenses.join('|')) : null,
      any: whole(claims.map((rule) => rule.pattern).join('|')),
    } satisfies Compiled,
  ]),
) as Record<LanguageCode, Compiled>;

export interface ClaimMatch {
  term: string;
  kind: ClaimKind;
  /** The words as the text writes them. */
  found: string;
  index: number;
}

const isLanguage = (lang: string): lang is LanguageCode => Object.hasOwn(VOCABULARY, lang);

/** The generic environmental claims in a text of language `lang`, in the order they appear (none for another language). */
export function findClaims(text: string | null | undefined, lang: string): ClaimMatch[] {
  if (!text || !isLanguage(lang)) return [];
  const compiled = COMPILED[lang];
  compiled.any.lastIndex = 0;
  if (!compiled.any.test(text)) return [];
  // The other senses are blanked out (same length, so indexes hold) before the claims are sought.
  const masked = compiled.otherSenses ? text.replace(compiled.otherSenses, (phrase) => ' '.repeat(phrase.length)) : text;
  const matches: ClaimMatch[] = [];
  for (const { rule, pattern } of compiled.claims)
    for (const match of masked.matchAll(pattern))
      matches.push({ term: rule.term, kind: rule.kind, found: text.slice(match.index, match.index + match[0].length), index: match.index });
  // One place, one claim: "eco" inside "eco-woning" is the same words (the longer match is kept).
  matches.sort((a, b) => a.index - b.index || b.found.length - a.found.length);
  return matches.filter((m, i) => !matches.slice(0, i).some((o) => m.index < o.index + o.found.length));
}

/** The best class of each Belgian scale, below zero: a building that needs no net primary energy. */
const BELOW_ZERO: Partial<Record<Region, EnergyLabelCode>> = { flanders: 'a_plus', brussels: 'a_plus', wallonia: 'a_plusplus' };

/** Whether an energy label backs a claim of `kind` (the module's comment has the rule). */
export function claimBacked(kind: ClaimKind, label: { region: Region; code: EnergyLabelCode | null } | null): boolean {
  if (!label?.code) return false;
  if (kind === 'neutral') return BELOW_ZERO[label.region] === label.code;
  return label.code.startsWith('a');
}

/** What the search reads of a property record (lib/catalogue/data/file-schemas.ts). */
export interface ClaimRecord {
  language: string;
  Title?: string | null;
  Description?: string | null;
  CountryID: number;
  Zip: string;
  EnergyPerformance: number | null;
  EPCLabelText: string | null;
}

/** The fields a listing's own words are in. */
export const CLAIM_FIELDS = ['Title', 'Description'] as const;

export interface UnbackedClaim {
  term: string;
  kind: ClaimKind;
  found: string;
  field: (typeof CLAIM_FIELDS)[number] | 'Name';
  language: string;
}

export interface RecordClaims {
  region: Region | null;
  /** The label the site shows, as printed ("B-"), or null without one. */
  label: string | null;
  claims: UnbackedClaim[];
}

/** The claims in a property record's title and description that its energy label does not back. */
export function unbackedClaims(record: ClaimRecord): RecordClaims {
  const energy = energyLabelOf({
    address: { countryId: record.CountryID, zip: record.Zip },
    energy: { value: record.EnergyPerformance, label: record.EPCLabelText },
  });
  const claims = CLAIM_FIELDS.flatMap((field) =>
    findClaims(record[field], record.language)
      .filter((m) => !claimBacked(m.kind, energy))
      .map(({ term, kind, found }) => ({ term, kind, found, field, language: record.language })),
  );
  return { region: regionOf(record.CountryID, record.Zip), label: energy?.label ?? null, claims };
}

/** A project has no energy certificate of its own: every claim in its name or description is unbacked. */
export function projectClaims(project: { language: string; Name?: string | null; Description?: string | null }): UnbackedClaim[] {
  return (['Name', 'Description'] as const).flatMap((field) =>
    findClaims(project[field], project.language).map(({ term, kind, found }) => ({ term, kind, found, field, language: project.language })),
  );
}
