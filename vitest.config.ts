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
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
  },
});
