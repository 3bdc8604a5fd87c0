import { describe, expect, it } from 'vitest';
import type { PageView } from '@/lib/platform/dal/page-views';
import { createTally } from './tally';

const view = (key: string, propertyId = 4101, day = '2026-11-24'): PageView => ({ key, propertyId, day });

describe('the write-behind tally', () => {
  it('holds views and writes them in one batch, a key twice in it once', async () => {
    const written: PageView[][] = [];
    const tally = createTally({ flushMs: 60_000, write: async (views) => void written.push(views) });
    // One client reloading a page a thousand times is one view.
    for (let i = 0; i < 1000; i++) tally.add(view('a'));
    tally.add(view('b'));
    tally.add(view('c', 4102));
    expect(tally.pending()).toBe(3);
    await tally.flush();
    expect(written).toEqual([[view('a'), view('b'), view('c', 4102)]]);
    expect(tally.pending()).toBe(0);
    await tally.flush();
    expect(written).toHaveLength(1);
    await tally.stop();
  });

  it('keeps the views when the database does not answer, and writes them with the next flush', async () => {
    const written: PageView[][] = [];
    let down = true;
    const lines: string[] = [];
    const tally = createTally({
      flushMs: 60_000,
      log: (line) => lines.push(line),
      write: async (views) => (down ? Promise.reject(new Error('connection refused')) : void written.push(views)),
    });
    tally.add(view('a'));
    tally.add(view('b'));
    await tally.flush();
    expect(tally.pending()).toBe(2);
    tally.add(view('a'));
    tally.add(view('c'));
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
    const written: PageView[][] = [];
    const tally = createTally({ flushMs: 20, write: async (views) => void written.push(views) });
    tally.add(view('a', 1));
    await expect.poll(() => written.length).toBe(1);
    tally.add(view('b', 2));
    await tally.stop();
    expect(written.flat().map((row) => row.propertyId)).toEqual([1, 2]);
  });

  it('holds at most maxKeys views while the database is away', async () => {
    const tally = createTally({ flushMs: 60_000, maxKeys: 2, log: () => {}, write: async () => Promise.reject(new Error('down')) });
    tally.add(view('a'));
    tally.add(view('b'));
    tally.add(view('c'));
    tally.add(view('a'));
    expect(tally.pending()).toBe(2);
    await tally.stop();
  });
});
