import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit';

describe('createLimiter', () => {
  it('runs at most max tasks at once, the others in the order they came, and survives a failing one', async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const task = (n: number) =>
      limiter.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.set(n, resolve));
        if (n === 1) throw new Error('one fails');
        return n;
      });
    const tasks = [0, 1, 2, 3].map(task);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);
    finish.get(1)!();
    await expect(tasks[1]).rejects.toThrow('one fails');
    expect(started).toEqual([0, 1, 2]);
    finish.get(0)!();
    await expect(tasks[0]).resolves.toBe(0);
    expect(started).toEqual([0, 1, 2, 3]);
    finish.get(2)!();
    finish.get(3)!();
    expect(await Promise.all(tasks.slice(2))).toEqual([2, 3]);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });
});
