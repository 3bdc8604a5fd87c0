import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The house's walls (docs/code-layout.md, "Where code lives"), held here so that no reviewer has to:
 *   - SQL (drizzle and the schema's tables) only in lib/db and lib/dal; tests may set up rows themselves,
 *     and the benchmarks' seeding too. Type imports of the schema's row types are allowed everywhere.
 *   - Components never open the database: no lib/db, no lib/dal.
 *   - lib/ never imports i18n/ (next-intl's request config): what server code needs of languages is
 *     in lib/i18n.
 *   - 'use server' modules (server actions, reachable by any client with the action's id) only under
 *     lib/actions.
 *   - lib/data is the ground: it imports no other room of the site (the log excepted, and the mandatory
 *     mentions' rules, lib/property/mandatory-mentions.ts, which decide the listings it holds back:
 *     docs/decisions/0040).
 *   - client islands translate with components/i18n/texts.tsx, never next-intl's client hooks.
 *   - lib/data is entered by its door (lib/data/index.ts), or for the contract's schemas and the types
 *     by lib/data/file-schemas.ts and lib/data/types.ts; tests may open any of its modules.
 */
const SQL = [
  { name: 'drizzle-orm', message: 'SQL lives in lib/dal (queries) and lib/db (the connection): call a function of lib/dal.' },
  { name: 'pg', message: 'The database connection lives in lib/db.' },
];
const SQL_PATTERNS = [
  { group: ['drizzle-orm/*', '@electric-sql/*'], message: 'SQL lives in lib/dal and lib/db: call a function of lib/dal.' },
  {
    regex: '(^|/)lib/db/schema$',
    allowTypeImports: true,
    message: "The schema's tables are lib/dal's: import its row types with `import type`, or call a function of lib/dal.",
  },
];
const DATABASE = {
  regex: '(^|/)lib/(db|dal)(/|$)',
  allowTypeImports: true,
  message: 'Components never open the database: a page or a server action reads it through lib/dal and passes plain data.',
};
const DATA_DOOR = {
  regex: '(^|/)lib/data/(?!file-schemas$|types$)[^/]+$',
  message:
    "Enter lib/data by its door (@/lib/data); only lib/data/file-schemas (the data files' contract) and lib/data/types are imported directly.",
};
// lib/data is the ground: it depends on nothing of the site's but the environment, two helpers and the
// log (which itself depends on the environment and helpers only), and the mandatory mentions' rules
// (pure: the record's fields, the region and the energy label tables; docs/decisions/0040).
const GROUND = {
  regex: '^(@/|(\\.\\./)+)(?!(lib/)?(env|remember|get-or-create|log|property/mandatory-mentions)$)(?!lib/data/)',
  message:
    'lib/data is the ground: it reads, validates and reshapes the data files and imports no other room (only lib/env, lib/remember, lib/get-or-create, lib/log, lib/property/mandatory-mentions).',
};
const I18N = {
  regex: '^(?!@/lib/)(.*/)?i18n/',
  message: "lib/ never imports i18n/ (next-intl's request config): use lib/i18n (with the @/lib/i18n/ path).",
};

// Client islands translate with our own provider (docs/decisions/0014, amendment): next-intl's client
// runtime would come back on every page with one import.
const CLIENT_TEXTS = {
  name: 'next-intl',
  importNames: ['useTranslations', 'NextIntlClientProvider', 'useFormatter', 'useLocale', 'useMessages', 'useNow', 'useTimeZone'],
  allowTypeImports: true,
  message: "Client islands use useTranslations from '@/components/i18n/texts' inside a ClientTexts; server components use getTranslations.",
};
const restrict = (paths, patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths: [...paths, CLIENT_TEXTS], patterns }],
});

const NOT_SQL = ['lib/db/**', 'lib/dal/**', '**/*.test.ts', 'tests/**', 'scripts/bench/**', 'scripts/bench-*.ts'];
// Next loads its config before bundling anything: it and lib/deployment.ts take two lib/data modules directly.
const BEHIND_THE_DOOR = ['lib/data/**', '**/*.test.ts', 'tests/**', 'next.config.ts', 'lib/deployment.ts'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.commands/**',
    '.data/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  // CommonJS modules Next loads at run time, outside the bundle (lib/cache/page-cache-handler.cjs).
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Each file gets one list (a later block replaces an earlier one's): from the widest area to the narrowest.
  { files: ['**/*.{ts,tsx,mts}'], ignores: NOT_SQL, rules: restrict(SQL, SQL_PATTERNS) },
  { files: ['**/*.{ts,tsx,mts}'], ignores: [...NOT_SQL, ...BEHIND_THE_DOOR], rules: restrict(SQL, [...SQL_PATTERNS, DATA_DOOR]) },
  { files: ['lib/**/*.{ts,tsx}'], ignores: [...NOT_SQL, ...BEHIND_THE_DOOR], rules: restrict(SQL, [...SQL_PATTERNS, DATA_DOOR, I18N]) },
  { files: ['lib/db/**/*.ts', 'lib/dal/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict([], [DATA_DOOR, I18N]) },
  { files: ['lib/data/**/*.ts'], ignores: ['**/*.test.ts'], rules: restrict(SQL, [...SQL_PATTERNS, GROUND]) },
  { files: ['components/**/*.{ts,tsx}'], rules: restrict(SQL, [...SQL_PATTERNS, DATABASE, DATA_DOOR]) },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['lib/actions/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement[directive='use server']",
          message: "'use server' modules and functions live under lib/actions (every server action in one room).",
        },
      ],
    },
  },
]);
