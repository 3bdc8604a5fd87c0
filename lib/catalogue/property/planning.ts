/**
 * Flanders' planning mentions as a detail page writes them (docs/decisions/0050): in full. The
 * Departement Omgeving's list of abbreviations (Vg, Gvg, Wg, Dv, Gmo, Vkr, Gvkr, Vv, Gvv...) is for
 * advertisements in print, where a letter costs money; "in an advertisement on the internet you may
 * use no abbreviations" (BIV, 28 March 2018). The five mentions' labels and yes/no answers are messages
 * (Property.planningFlanders); the designation is the record's text, which a CRM may hold abbreviated.
 */

/** The five mentions of the VCRO (art. 5.2.6, publicity), as record fields: the rows a Flemish page words its own way. */
export const FLEMISH_PLANNING_FIELDS = ['PlanningData', 'Permit', 'Summons', 'PreemptiveRights', 'AllotmentPermit'] as const;
export type FlemishPlanningField = (typeof FLEMISH_PLANNING_FIELDS)[number];

export const isFlemishPlanningField = (field: string): field is FlemishPlanningField =>
  (FLEMISH_PLANNING_FIELDS as readonly string[]).includes(field);

/**
 * The designations' abbreviations of the list for print advertisements, with the plans register's
 * names they stand for (as reproduced by plaatsadvertentie.be and era.be; the Departement Omgeving's
 * own page was not reachable here).
 */
export const DESIGNATION_ABBREVIATIONS: Readonly<Record<string, string>> = {
  wg: 'Woongebied',
  wglk: 'Woongebied met landelijk karakter',
  wche: 'Woongebied met een culturele, historische en/of esthetische waarde',
  wp: 'Woonpark',
  wug: 'Woonuitbreidingsgebied',
  igb: 'Industriegebied',
  iab: 'Industriegebied voor ambachtelijke bedrijven of gebieden voor kleine en middelgrote ondernemingen',
  gdr: 'Gebied voor dagrecreatie',
  gvr: 'Gebied voor verblijfsrecreatie',
  ag: 'Agrarisch gebied',
  lwag: 'Landschappelijk waardevol agrarisch gebied',
  bg: 'Bosgebied',
  ng: 'Natuurgebied',
  nr: 'Natuurreservaat',
  pg: 'Parkgebied',
};

/**
 * A Flemish designation written out: an abbreviation of the list ("Wg", "WgLk.") becomes the plans
 * register's name; any other text stays as the record has it.
 */
export function fullDesignation(text: string): string {
  const key = text.trim().replace(/\.$/, '').toLowerCase();
  return DESIGNATION_ABBREVIATIONS[key] ?? text.trim();
}
