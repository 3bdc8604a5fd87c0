import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR, SCHEMA_FILES, renderSchema, schemaFileName } from '../../../scripts/build/data-schema';

describe('data/schema', () => {
  it.each(Object.keys(SCHEMA_FILES))('%s matches the zod schema (run `npm run data:schema` if not)', (file) => {
    const onDisk = fs.readFileSync(path.join(SCHEMA_DIR, schemaFileName(file)), 'utf8');
    expect(onDisk).toBe(renderSchema(file));
  });

  it('holds no schema for a file that no longer exists', () => {
    const expected = new Set(Object.keys(SCHEMA_FILES).map(schemaFileName));
    expect(fs.readdirSync(SCHEMA_DIR).filter((name) => !expected.has(name))).toEqual([]);
  });
});
