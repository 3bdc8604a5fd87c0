import { afterEach, vi } from 'vitest';

// A console.error during a unit test is a bug we want to see, not noise (Epic Stack habit).
const originalError = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${args.map(String).join(' ')}`);
};
