/**
 * The mandatory mentions report, as the CRM sync prints it (docs/decisions/0040, 0056): for each listing
 * without a mention, which of our fields would carry it and where the sync reads each from: the agency's
 * mapping file, the adapter's built-in table (its name on the CRM's wire), or nowhere, in which case
 * naming the CRM's field in crm-mapping.json would fill it. A Flemish agency on a CRM whose wire names
 * no flood field learns that from this report, not from an empty line on its detail pages.
 */
import { MENTION_FIELDS } from '@/lib/catalogue/property/mandatory-mentions';
import type { MentionReport } from '@/lib/catalogue/routing/check-data';
import type { CatalogueSource } from '../adapter';
import { MAPPING_FILE, type AgencyMapping } from '../mapping-file';

/** Where the sync reads one of our fields from, for one CRM. */
type FieldSource = { by: 'agency' | 'crm'; from: string } | null;

function sourceOf(field: string, source: CatalogueSource, mapping: AgencyMapping | undefined): FieldSource {
  const agency = mapping?.fields[field as keyof AgencyMapping['fields']];
  if (agency) return { by: 'agency', from: agency.from };
  const from = source.fieldSource?.(field);
  return from ? { by: 'crm', from } : null;
}

/**
 * The report's lines, one per listing and missing mention, then a count of those a mapping would fill:
 *   property 4101 (flanders): flood-p-score: FloodScoreParcel: no Omnicasa field is known; naming it in crm-mapping.json would fill it
 *   property 4102 (flanders): epc-code: EPCCertificateCode: read from "EpcCode" (crm-mapping.json), empty for this listing: enter it in the CRM
 */
export function crmMentionLines(report: MentionReport, source: CatalogueSource, mapping: AgencyMapping | undefined): string[] {
  if (!report.listings.length) return [];
  const crm = source.crm ? source.crm[0]!.toUpperCase() + source.crm.slice(1) : 'CRM';
  let missing = 0;
  let fillable = 0;
  const lines = report.listings.flatMap(({ id, region, missing: mentions }) =>
    mentions.map((mention) => {
      missing++;
      const fields = MENTION_FIELDS[mention].map((field) => {
        const from = sourceOf(field, source, mapping);
        if (!from) return { field, text: `no ${crm} field is known; naming it in ${MAPPING_FILE} would fill it`, unmapped: true };
        const where = from.by === 'agency' ? `"${from.from}" (${MAPPING_FILE})` : `"${from.from}" (${crm}'s wire)`;
        return { field, text: `read from ${where}, empty for this listing: enter it in the CRM`, unmapped: false };
      });
      if (fields.every((f) => f.unmapped)) fillable++;
      return `property ${id} (${region}): ${mention}: ${fields.map((f) => `${f.field}: ${f.text}`).join('; ')}`;
    }),
  );
  if (fillable)
    lines.push(
      `Of these ${missing} missing mentions, ${fillable} come from fields the sync does not read from ${crm}: naming them in ${MAPPING_FILE} would fill them (docs/crm.md)`,
    );
  return lines;
}
