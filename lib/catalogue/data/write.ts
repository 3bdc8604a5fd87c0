/**
 * Writes data files: "$schema" first, stable formatting; big lists are streamed record by record. Used
 * by whatever produces a catalogue: the sample and synthetic generators (scripts/catalogue/) and the
 * CRM sync (lib/agency/crm/sync/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import type { DataFileName } from './file-schemas';

export function schemaRef(file: DataFileName): string {
  return `./schema/${file.replace(/\.json$/, '.schema.json')}`;
}

/** Small files: pretty-printed, so diffs stay readable. */
export function writeDataFile(dir: string, file: DataFileName, body: Record<string, unknown>): void {
  fs.mkdirSync(dir, { recursive: true });
  const content = { $schema: schemaRef(file), ...body };
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(content, null, 2)}\n`);
}

/**
 * Large lists: one compact record per line, written as they are produced, so memory stays flat
 * whatever the count. Returns the number of bytes written.
 */
export async function streamDataFile<T>(dir: string, file: DataFileName, key: string, records: Iterable<T> | AsyncIterable<T>): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const out = fs.createWriteStream(path.join(dir, file));
  let bytes = 0;
  const write = async (chunk: string) => {
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(`{\n  "$schema": ${JSON.stringify(schemaRef(file))},\n  ${JSON.stringify(key)}: [\n`);
  let first = true;
  let batch = '';
  for await (const record of records) {
    batch += `${first ? '' : ',\n'}    ${JSON.stringify(record)}`;
    first = false;
    if (batch.length > 1 << 20) {
      await write(batch);
      batch = '';
    }
  }
  await write(`${batch}\n  ]\n}\n`);
  out.end();
  await once(out, 'finish');
  return bytes;
}
