import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles } from '@/lib/catalogue/data';
import { reshapePropertyDetail } from './detail';

describe('reshapePropertyDetail', () => {
  const store = buildStore(loadDataFiles());
  const all = store.properties.get('nl')!.map((p) => store.record('nl', p.id)!);

  it('lists documents by id and name only: the files go out by e-mail', () => {
    const record = all.find((r) => r.Documents.length > 0)!;
    const detail = reshapePropertyDetail(record, store.propertyById.get('nl')!.get(record.ID)!);
    expect(detail.documents).toEqual(record.Documents.map((d) => ({ id: d.ID, name: d.Name })));
    expect(JSON.stringify(detail.documents)).not.toContain(record.Documents[0]!.Url);
  });

  it('keeps the videos whose links parse, with the CRM name or null', () => {
    const record = {
      ...all[0]!,
      Videos: [
        { Url: 'https://youtu.be/N3zWiHU7w-7', Name: ' Rondleiding ' },
        { Url: 'https://example.com/not-a-video' },
        { Url: 'https://my.matterport.com/show/?m=SxQL3iGyvQk' },
      ],
    };
    const detail = reshapePropertyDetail(record, store.propertyById.get('nl')!.get(record.ID)!);
    expect(detail.videos.map((v) => [v.link.kind, v.name])).toEqual([
      ['youtube', 'Rondleiding'],
      ['tour', null],
    ]);
  });

  it('gives the label groups with the address as parts, worded by the page', () => {
    const record = all.find((r) => r.PublishAddress && r.Street.trim())!;
    const property = store.propertyById.get('nl')!.get(record.ID)!;
    const address = reshapePropertyDetail(record, property).groups[0]!.rows.find((row) => row.field === 'Address');
    expect(address?.value).toEqual({ kind: 'address', value: { street: record.Street, number: record.HouseNumber, box: record.BoxNr } });
  });
});
