import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPropertyIds } from './property-ids';
import { dataDirectory } from './validate';

function write(content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ids-')), 'properties.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('scanPropertyIds', () => {
  it('finds the record IDs, not the IDs of pictures and documents', () => {
    const file = write({
      $schema: './x',
      properties: [
        { ID: 41, Title: 'a "quoted" {brace} ID: 99', Pictures: [{ ID: 7 }], Documents: [{ ID: 8 }] },
        { Pictures: [{ ID: 9 }], ID: 42, language: 'fr' },
      ],
    });
    expect([...scanPropertyIds(file)].sort()).toEqual([41, 42]);
  });

  it('works whatever the formatting', () => {
    const file = write('{"properties":[\n  {\n    "ID"  :  1234 ,"x":"\\"ID\\":5"}\n]}');
    expect([...scanPropertyIds(file)]).toEqual([1234]);
  });

  it('agrees with JSON.parse on the sample data', () => {
    const file = path.join(dataDirectory(), 'properties.json');
    const parsed = new Set((JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: { ID: number }[] }).properties.map((p) => p.ID));
    expect(scanPropertyIds(file)).toEqual(parsed);
  });
});
