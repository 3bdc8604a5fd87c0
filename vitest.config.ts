import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname),
      // 'server-only' throws outside a React Server environment; unit tests exercise server modules directly.
      'server-only': path.resolve(__dirname, 'tests/unit/server-only-stub.ts'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // .data/ holds the bench's builds, whose .next/node_modules link to packages with their own tests.
    exclude: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'tests/e2e/**'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. Most files wait on a
    // database, a child process or a loopback server, so two at once take about a fifth less time
    // (279 s against 219 s for the whole suite on this machine, 2026-12-03). Each file has its own
    // databases (tests/unit/databases.ts) and ports, so files never share state.
    maxWorkers: 2,
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
  },
});
