import { afterEach, describe, expect, it, vi } from 'vitest';
import { forget, remember, rememberUnlessRejected } from './remember';

afterEach(() => forget('test.value'));

describe('remember', () => {
  it('creates the value once and hands out the same instance after', () => {
    const create = vi.fn(() => ({ built: true }));
    const first = remember('test.value', create);
    expect(remember('test.value', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('shares the instance across module copies through a registered symbol', () => {
    const value = remember('test.value', () => 42);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('vitrine.test.value')]).toBe(value);
  });

  it('creates anew after forget', () => {
    remember('test.value', () => 1);
    forget('test.value');
    expect(remember('test.value', () => 2)).toBe(2);
  });
});

describe('rememberUnlessRejected', () => {
  it('keeps a promise that resolves, and creates anew after one that rejected', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(rememberUnlessRejected('test.value', failing)).rejects.toThrow('database down');
    const working = vi.fn(() => Promise.resolve('ready'));
    await expect(rememberUnlessRejected('test.value', working)).resolves.toBe('ready');
    await expect(rememberUnlessRejected('test.value', working)).resolves.toBe('ready');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledTimes(1);
  });
});
