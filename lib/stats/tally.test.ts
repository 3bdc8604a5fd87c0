import { describe, expect, it } from 'vitest';
import { createTally, type VisitRow } from './tally';

describe('the write-behind tally', () => {
  it('adds visits up per property and day and writes them in one batch', async () => {
    const written: VisitRow[][] = [];
    const tally = createTally({ flushMs: 60_000, write: async (rows) => void written.push(rows) });
    for (let i = 0; i < 1000; i++) tally.add(4101, '2026-11-24');
    tally.add(4102, '2026-11-24');
    tally.add(4101, '2026-11-25');
    expect(tally.pending()).toBe(1002);
    await tally.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(
      expect.arrayContaining([
        { propertyId: 4101, day: '2026-11-24', count: 1000 },
        { propertyId: 4102, day: '2026-11-24', count: 1 },
        { propertyId: 4101, day: '2026-11-25', count: 1 },
      ]),
    );
    expect(tally.pending()).toBe(0);
    await tally.flush();
    expect(written).toHaveLength(1);
    await tally.stop();
  });

  it('keeps the counts when the database does not answer, and writes them with the next flush', async () => {
    const written: VisitRow[][] = [];
    let down = true;
    const lines: string[] = [];
    const tally = createTally({ flushMs: 60_000, log: (line) => lines.push(line), write: async (rows) => (down ? Promise.reject(new Error('connection refused')) : void written.push(rows)) });
    tally.add(4101, '2026-11-24');
    tally.add(4101, '2026-11-24');
    await tally.flush();
    expect(tally.pending()).toBe(2);
    tally.add(4101, '2026-11-24');
    await tally.flush();
    expect(lines).toHaveLength(1);
    down = false;
    await tally.flush();
    expect(written).toEqual([[{ propertyId: 4101, day: '2026-11-24', count: 3 }]]);
    expect(lines.at(-1)).toMatch(/answers again/);
    await tally.stop();
  });

  it('flushes by itself, and what is left on stop', async () => {
    const written: VisitRow[][] = [];
    const tally = createTally({ flushMs: 20, write: async (rows) => void written.push(rows) });
    tally.add(1, '2026-11-24');
    await expect.poll(() => written.length).toBe(1);
    tally.add(2, '2026-11-24');
    await tally.stop();
    expect(written.flat().map((row) => row.propertyId)).toEqual([1, 2]);
  });

  it('holds at most maxKeys property-days while the database is away', async () => {
    const tally = createTally({ flushMs: 60_000, maxKeys: 2, log: () => {}, write: async () => Promise.reject(new Error('down')) });
    tally.add(1, 'd');
    tally.add(2, 'd');
    tally.add(3, 'd');
    tally.add(1, 'd');
    expect(tally.pending()).toBe(3);
    await tally.stop();
  });
});
