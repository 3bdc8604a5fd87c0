/**
 * What `npm run build` does before `next build` (`prebuild`), in one pass over properties.json
 * (docs/decisions/0026-validate-once-per-build.md): the data check (scripts/build/data-check.ts), which as it
 * reads also writes the store's snapshot into the build output's cache (lib/catalogue/data/snapshot.ts) and
 * collects the photos the records name and what the site publishes; then the catalogue's history records what
 * changed since the last build and its summary goes beside the snapshot (lib/catalogue/data/history.ts); then the
 * data folder's own photos are copied into public/photos
 * (scripts/build/data-photos.ts: the CRM's) and the missing ones drawn (scripts/catalogue/generate-photos.ts).
 *   npm run prebuild      (reads VITRINE_DATA_DIR, default data/; writes under NEXT_DIST_DIR, default .next)
 */
import {
  catalogueTime,
  dataDirectory,
  defaultSnapshotDirectory,
  publishedPrice,
  readHistoryLog,
  recordCatalogue,
  summarizeHistory,
  writeHistorySummary,
  writeStoreSnapshot,
  type PublishedState,
} from '../../lib/catalogue/data';
import { checkData } from './data-check';
import { drawPhotos, photoCollector } from '../catalogue/generate-photos';
import { copyDataPhotos } from './data-photos';

async function main(): Promise<void> {
  const dir = dataDirectory();
  const snapshots = defaultSnapshotDirectory();
  const photos = photoCollector();
  const published = new Map<number, PublishedState>();
  let written = false;
  const ok = checkData(dir, (d, visit) => {
    const result = writeStoreSnapshot(d, snapshots, (record, shown) => {
      visit(record);
      photos.property(record);
      // One state per property: its language records carry the same price and marquee.
      if (shown && !published.has(record.ID)) published.set(record.ID, { price: publishedPrice(record), marquee: record.Marquee });
    });
    written = result.written;
    for (const content of Object.values(result.files)) photos.visit(content);
    return result.files;
  });
  if (!ok) {
    process.exitCode = 1;
    return;
  }
  console.log(
    written
      ? `Store snapshot written to ${snapshots}`
      : `No store snapshot (the data changed while it was read, or properties.json was read whole)`,
  );
  const time = catalogueTime();
  const recorded = recordCatalogue(dir, published, time);
  const counts = new Map<string, number>();
  for (const entry of recorded) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  const kinds = [...counts].map(([kind, n]) => `${n} ${kind}`);
  console.log(`Catalogue history at ${time}: ${kinds.length ? kinds.join(', ') : 'nothing changed'}`);
  writeHistorySummary(snapshots, summarizeHistory(readHistoryLog(dir).entries, time));
  const started = performance.now();
  const fromData = copyDataPhotos(dir);
  if (fromData.total)
    console.log(
      `Photos of the data folder: ${fromData.copied} copied into public/photos, ${fromData.total - fromData.copied} already there`,
    );
  await drawPhotos(photos, started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
