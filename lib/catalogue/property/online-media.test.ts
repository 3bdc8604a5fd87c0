import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '@/lib/catalogue/data';
import { getOnlineMedia } from './detail';

describe('online media', () => {
  const records = loadDataFiles()['properties.json'].properties;

  it("gives a property's media from its record, oldest first, in the app's own shape", () => {
    const record = records.find((p) => (p.OnlineMedia?.length ?? 0) > 1)!;
    const media = getOnlineMedia(record.ID);
    expect(media.map((m) => m.name).sort()).toEqual(record.OnlineMedia!.map((m) => m.Name).sort());
    expect(media.map((m) => m.since)).toEqual([...media.map((m) => m.since)].sort());
    expect(media[0]).toEqual({ name: expect.any(String), url: null, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('is empty for a property without any, or an unknown one', () => {
    expect(getOnlineMedia(999_999_999)).toEqual([]);
  });
});
