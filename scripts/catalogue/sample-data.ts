/**
 * Writes the committed sample data in data/ (deterministic: same output on every run); data/purchase-costs.json
 * and data/municipalities.json are the agency's and are left as they are (copied into another --out directory).
 *   npx tsx scripts/catalogue/sample-data.ts [--out DIR]
 * Then `npm run data:check` validates it and `npm run data:photos` draws its photos.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DataFileName } from '../../lib/catalogue/data/file-schemas';
import { buildSample } from './sample-data/build';
import { sampleHistory } from './sample-data/history';
import { historyLogFile, writeDataFile } from '../../lib/catalogue/data';

function main(): void {
  const outIndex = process.argv.indexOf('--out');
  const dir = path.resolve(outIndex > 0 ? process.argv[outIndex + 1]! : 'data');
  const sample = buildSample();
  for (const [file, body] of Object.entries(sample.files)) writeDataFile(dir, file as DataFileName, body);
  const log = historyLogFile(dir);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  fs.writeFileSync(
    log,
    sampleHistory(sample.properties)
      .map((entry) => `${JSON.stringify(entry)}\n`)
      .join(''),
  );
  // The purchase-cost rules and the municipalities are the agency's, not generated: another directory gets the committed ones.
  for (const file of ['purchase-costs.json', 'municipalities.json']) {
    const committed = path.resolve('data', file);
    const target = path.join(dir, file);
    if (committed !== target) fs.copyFileSync(committed, target);
  }
  const regions = new Map<string, number>();
  for (const s of sample.specs) regions.set(s.region, (regions.get(s.region) ?? 0) + 1);
  console.log(
    `Wrote ${Object.keys(sample.files).length} files to ${path.relative(process.cwd(), dir) || dir}: ` +
      `${sample.specs.length} properties (${sample.properties.length} records; ${[...regions].map(([r, n]) => `${r} ${n}`).join(', ')})`,
  );
}

main();
