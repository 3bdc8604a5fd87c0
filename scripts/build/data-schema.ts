/**
 * Exports the zod schemas of lib/catalogue/data/file-schemas.ts, and of the agency's CRM mapping file
 * (lib/agency/crm/mapping-file.ts), as JSON Schemas in data/schema/, so editors
 * (VS Code reads "$schema") complete and check the data files. The output is committed;
 * lib/catalogue/data/schema-export.test.ts fails when it is out of date.
 *   npm run data:schema
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DATA_FILES } from '../../lib/catalogue/data/file-schemas';
import { MAPPING_FILE, MappingFileSchema } from '../../lib/agency/crm/mapping-file';

export const SCHEMA_DIR = path.join(process.cwd(), 'data', 'schema');

/** Every file of a data folder that has a schema: the data files, and the optional CRM mapping. */
export const SCHEMA_FILES: Record<string, z.ZodType> = { ...DATA_FILES, [MAPPING_FILE]: MappingFileSchema };
export type SchemaFileName = keyof typeof SCHEMA_FILES;

export function schemaFileName(file: SchemaFileName): string {
  return file.replace(/\.json$/, '.schema.json');
}

/** Definitions zod names by position ("__schema0"), renamed after what they describe. */
function nameDefinitions(schema: Record<string, unknown>): Record<string, unknown> {
  const definitions = schema.definitions as Record<string, { properties?: Record<string, unknown> }> | undefined;
  if (!definitions) return schema;
  let text = JSON.stringify(schema);
  for (const [key, definition] of Object.entries(definitions)) {
    if (!key.startsWith('__schema')) continue;
    const name = definition.properties?.childMenus ? 'MenuEntry' : `Definition${key.slice('__schema'.length)}`;
    text = text.replaceAll(`"${key}"`, `"${name}"`).replaceAll(`#/definitions/${key}"`, `#/definitions/${name}"`);
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/** The JSON Schema text of one data file, exactly as written to disk. */
export function renderSchema(file: SchemaFileName): string {
  // Draft 7 is the draft VS Code's JSON language service supports best; "input" leaves defaulted fields optional.
  const schema = z.toJSONSchema(SCHEMA_FILES[file]!, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const titled = { ...nameDefinitions(schema), title: `Vitrine data file ${file}` };
  return `${JSON.stringify(titled, null, 2)}\n`;
}

function main(): void {
  fs.mkdirSync(SCHEMA_DIR, { recursive: true });
  const files = Object.keys(SCHEMA_FILES);
  for (const file of files) fs.writeFileSync(path.join(SCHEMA_DIR, schemaFileName(file)), renderSchema(file));
  console.log(`Wrote ${files.length} JSON Schemas to ${path.relative(process.cwd(), SCHEMA_DIR)}`);
}

// Run when executed (tsx scripts/build/data-schema.ts), not when the test imports renderSchema.
if (process.argv[1] && path.basename(process.argv[1]).startsWith('data-schema')) main();
