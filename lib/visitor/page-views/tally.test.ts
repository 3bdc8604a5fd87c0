import { describe, expect, it } from 'vitest';
import { createTally, type Visit } from './tally';

const visit = (key: string, propertyId = 4101, day = '2026-11-24'): Visit => ({ key, propertyId, day });

describe('the write-behind tally', () => {
  it('holds visits and writes them in one batch, a key twice in it once', async () => {
    const written: Visit[][] = [];
    const tally = createTally({ flushMs: 60_000, write: async (visits) => void written.push(visits) });
    // One client reloading a page a thousand times is one visit.
    for (let i = 0; i < 1000; i++) tally.add(visit('a'));
    tally.add(visit('b'));
    tally.add(visit('c', 4102));
    expect(tally.pending()).toBe(3);
    await tally.flush();
    expect(written).toEqual([[visit('a'), visit('b'), visit('c', 4102)]]);
    expect(tally.pending()).toBe(0);
    await tally.flush();
    expect(written).toHaveLength(1);
    await tally.stop();
  });

  it('keeps the visits when the database does not answer, and writes them with the next flush', async () => {
    const written: Visit[][] = [];
    let down = true;
    const lines: string[] = [];
    const tally = createTally({
      flushMs: 60_000,
      log: (line) => lines.push(line),
      write: async (visits) => (down ? Promise.reject(new Error('connection refused')) : void written.push(visits)),
    });
    tally.add(visit('a'));
    tally.add(visit('b'));
    await tally.flush();
    expect(tally.pending()).toBe(2);
    tally.add(visit('a'));
    tally.add(visit('c'));
    await tally.flush();
    expect(lines).toHaveLength(1);
    down = false;
    await tally.flush();
    expect(written).toHaveLength(1);
    expect(written[0]!.map((v) => v.key).sort()).toEqual(['a', 'b', 'c']);
    expect(lines.at(-1)).toMatch(/answers again/);
    await tally.stop();
  });

  it('flushes by itself, and what is left on stop', async () => {
    const written: Visit[][] = [];
    const tally = createTally({ flushMs: 20, write: async (visits) => void written.push(visits) });
    tally.add(visit('a', 1));
    await expect.poll(() => written.length).toBe(1);
    tally.add(visit('b', 2));
    await tally.stop();
    expect(written.flat().map((row) => row.propertyId)).toEqual([1, 2]);
  });

  it('holds at most maxKeys visits while the database is away', async () => {
    const tally = createTally({ flushMs: 60_000, maxKeys: 2, log: () => {}, write: async () => Promise.reject(new Error('down')) });
    tally.add(visit('a'));
    tally.add(visit('b'));
    tally.add(visit('c'));
    tally.add(visit('a'));
    expect(tally.pending()).toBe(2);
    await tally.stop();
  });
});
