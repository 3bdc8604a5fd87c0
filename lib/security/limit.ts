/**
 * A counting semaphore: at most `max` tasks run at once, the rest wait their turn in order. Password
 * hashing takes 128 MiB outside the heap per hash (./password.ts); without a bound, a burst of logins
 * multiplies that by the burst (docs/benchmarks.md, "Password hashing under a burst").
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and waiting now (tests, logs). */
  readonly running: number;
  readonly waiting: number;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a limiter needs at least one slot, not ${max}`);
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot jump the queue.
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
