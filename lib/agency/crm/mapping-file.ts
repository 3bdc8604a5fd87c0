/**
 * The agency's own mapping (`crm-mapping.json` in the data folder): what no public source names of its
 * CRM's wire, the agency names itself ("our FloodScoreParcel is your field X"). Optional: without it an
 * adapter reads only the fields its built-in table knows (docs/crm.md lists them with their evidence).
 *
 * It is read and checked when a sync starts, before any call to the CRM: a file that does not pass
 * stops the run with the line to fix, and the published catalogue stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PropertySchema } from '@/lib/catalogue/data/file-schemas';
import { COERCIONS, type FieldRule } from './field-rules';

export const MAPPING_FILE = 'crm-mapping.json';

/** Our fields the sync fills itself or that are never the CRM's (pictures, rules, the owner's media list). */
const NOT_MAPPABLE = [
  'ID',
  'language',
  'Pictures',
  'SmallPicture',
  'SmallPictureItem',
  'WebIDs',
  'FieldRules',
  'AppointmentsFull',
  'OnlineMedia',
] as const;

export const MAPPABLE_FIELDS = Object.keys(PropertySchema.shape).filter((name) => !(NOT_MAPPABLE as readonly string[]).includes(name)) as [
  string,
  ...string[],
];

const Rule = z
  .object({
    from: z.string().min(1).max(200).describe("The field's name in the CRM's answers"),
    as: z.enum(COERCIONS).optional().describe('How its value is read (default: as it comes)'),
  })
  .strict();

const Marquee = z.number().int().min(0).max(5);

export const MappingFileSchema = z
  .object({
    $schema: z.string().optional(),
    crm: z.enum(['omnicasa', 'whise', 'sweepbright']).describe('The CRM this mapping is for'),
    fields: z
      .partialRecord(z.enum(MAPPABLE_FIELDS), Rule)
      .default({})
      .describe('Our field: the CRM field that fills it, overriding the built-in table'),
    defaults: z
      .object({ PublishAddress: z.boolean().optional().describe('Whether addresses are shown when the CRM does not say (default false)') })
      .strict()
      .default({}),
    marquee: z
      .object({ sold: Marquee.optional(), rented: Marquee.optional(), option: Marquee.optional() })
      .strict()
      .default({})
      .describe("Our Marquee number for a listing the CRM's status says is sold, rented or under option (default: site.json's first)"),
    subStatus: z
      .record(z.string().regex(/^\d+$/), z.enum(['sold', 'rented', 'option']))
      .default({})
      .describe("The CRM's sub-status ids that mean sold, rented or under option at this agency"),
  })
  .strict();

export type AgencyMapping = z.infer<typeof MappingFileSchema>;

export const EMPTY_MAPPING: AgencyMapping = { crm: 'omnicasa', fields: {}, defaults: {}, marquee: {}, subStatus: {} };

/** The mapping file of a data folder, null when there is none; throws with the lines to fix when it does not pass. */
export function readMappingFile(dataDir: string, crm: AgencyMapping['crm']): AgencyMapping | null {
  const file = path.join(dataDir, MAPPING_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${MAPPING_FILE}: ${(error as Error).message}`);
  }
  const result = MappingFileSchema.safeParse(raw);
  if (!result.success)
    throw new Error(
      result.error.issues.map((issue) => `${MAPPING_FILE}: ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n'),
    );
  if (result.data.crm !== crm) throw new Error(`${MAPPING_FILE}: crm: the file is for ${result.data.crm}, the site is connected to ${crm}`);
  return result.data;
}

/** The agency's rules as field rules (evidence: the agency's word). */
export function agencyRules(mapping: AgencyMapping | null): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  for (const [ours, rule] of Object.entries(mapping?.fields ?? {}))
    if (rule) rules[ours] = { from: rule.from, as: rule.as ?? 'raw', evidence: 'agency' };
  return rules;
}
