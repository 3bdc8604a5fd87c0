import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The house's walls (docs/code-layout.md, "Where code lives"), held here so that no reviewer has to:
 *   - lib/ is five wings, and each imports only itself and the wings below it; bottom to top:
 *     platform (the database and its queries, security, the log, languages, the environment),
 *     catalogue (the data files and everything built on them), agency (mail, the outbox, the CRM, jobs,
 *     health), visitor (forms, server actions, subscriptions, visits, page views…), owner (the portal,
 *     its sign-in and actions). `import type` may reach any wing. Two exceptions: lib/agency/jobs starts
 *     every periodic job (the visitor's alerts and reminders, the owner's reset links in the mail
 *     delivery), and lib/platform/deployment.ts hashes the data files (lib/catalogue/data/snapshot).
 *   - SQL (drizzle and the schema's tables) only in lib/platform/db and lib/platform/dal; tests may set
 *     up rows themselves, and the benchmarks' seeding too. Type imports of the schema's row types are
 *     allowed everywhere.
 *   - Components never open the database: no lib/platform/db, no lib/platform/dal.
 *   - lib/ never imports i18n/ (next-intl's request config): what server code needs of languages is
 *     in lib/platform/i18n.
 *   - 'use server' modules (server actions, reachable by any client with the action's id) only under
 *     lib/visitor/actions and lib/owner/actions.
 *   - lib/catalogue/data is the ground: it imports no other room of the site (the environment, two
 *     helpers and the log excepted, and the mandatory mentions' rules,
 *     lib/catalogue/property/mandatory-mentions.ts, which decide the listings it holds back:
 *     docs/decisions/0040).
 *   - client islands translate with components/i18n/texts.tsx, never next-intl's client hooks.
 *   - lib/catalogue/data is entered by its door (its index.ts), or for the contract's schemas and the
 *     types by file-schemas.ts and types.ts; tests may open any of its modules.
 */
const WINGS = ['platform', 'catalogue', 'agency', 'visitor', 'owner']; // bottom to top
/** The wings above `wing`, refused as values; `except` is a lookahead for a named exception. */
const wall = (wing, except = '') => {
  const above = WINGS.slice(WINGS.indexOf(wing) + 1);
  const below = WINGS.slice(0, WINGS.indexOf(wing)).map((w) => `lib/${w}`);
  if (!above.length) return [];
  return [
    {
      // (?!\.\./) makes (\.\./)+ take every ../ (else it backtracks to a shorter one).
      regex: `^(@/lib/|(\\./)?(\\.\\./)+(?!\\.\\./))${except}(${above.join('|')})(/|$)`,
      allowTypeImports: true,
      message: `lib/${wing} imports only itself${below.length ? ` and ${below.join(', ')}` : ''} (docs/code-layout.md, "Where code lives"): move what both need down a wing, or the caller up.`,
    },
  ];
};
const SQL = [
  {
    name: 'drizzle-orm',
    message: 'SQL lives in lib/platform/dal (queries) and lib/platform/db (the connection): call a function of lib/platform/dal.',
  },
  { name: 'pg', message: 'The database connection lives in lib/platform/db.' },
];
const SQL_PATTERNS = [
  {
    group: ['drizzle-orm/*', '@electric-sql/*'],
    message: 'SQL lives in lib/platform/dal and lib/platform/db: call a function of lib/platform/dal.',
  },
  {
    regex: '(^|/)lib/platform/db/schema$',
    allowTypeImports: true,
    message: "The schema's tables are lib/platform/dal's: import its row types with `import type`, or call a function of lib/platform/dal.",
  },
];
const DATABASE = {
  regex: '(^|/)lib/platform/(db|dal)(/|$)',
  allowTypeImports: true,
  message: 'Components never open the database: a page or a server action reads it through lib/platform/dal and passes plain data.',
};
const DATA_DOOR = {
  regex: '(^|/)lib/catalogue/data/(?!file-schemas$|types$)[^/]+$',
  message:
    "Enter lib/catalogue/data by its door (@/lib/catalogue/data); only its file-schemas (the data files' contract) and types are imported directly.",
};
// lib/catalogue/data is the ground: it depends on nothing of the site's but the environment, two helpers and the
// log (which itself depends on the environment and helpers only), and the mandatory mentions' rules
// (pure: the record's fields, the region and the energy label tables; docs/decisions/0040).
const GROUND = {
  // Relative specifiers from lib/catalogue/data/x.ts reach ../../platform/env; (?!\\.\\./) makes (\\.\\./)+ take every ../.
  regex:
    '^(@/|(\\.\\./)+)(?!\\.\\./)(?!(lib/)?platform/(env|remember|get-or-create|log)$)(?!(lib/)?catalogue/property/mandatory-mentions$)(?!lib/catalogue/data/)',
  message:
    'lib/catalogue/data is the ground: it reads, validates and reshapes the data files and imports no other room (only lib/platform/env, remember, get-or-create, log and lib/catalogue/property/mandatory-mentions).',
};
const I18N = {
  regex: '^(?!@/lib/)(.*/)?i18n/',
  message: "lib/ never imports i18n/ (next-intl's request config): use lib/platform/i18n (with the @/lib/platform/i18n/ path).",
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

const NOT_SQL = ['lib/platform/db/**', 'lib/platform/dal/**', '**/*.test.ts', 'tests/**', 'scripts/bench/**', 'scripts/bench-*.ts'];
// Next loads its config before bundling anything: it and lib/platform/deployment.ts take two lib/catalogue/data
// modules directly.
const BEHIND_THE_DOOR = ['lib/catalogue/data/**', '**/*.test.ts', 'tests/**', 'next.config.ts', 'lib/platform/deployment.ts'];
// The named exception: every periodic job starts in lib/agency/jobs, whichever wing it belongs to.
const WALLS_OPEN = ['lib/agency/jobs/**'];

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
  // CommonJS modules Next loads at run time, outside the bundle (lib/catalogue/cache/page-cache-handler.cjs).
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Each file gets one list (a later block replaces an earlier one's): from the widest area to the narrowest.
  { files: ['**/*.{ts,tsx,mts}'], ignores: NOT_SQL, rules: restrict(SQL, SQL_PATTERNS) },
  { files: ['**/*.{ts,tsx,mts}'], ignores: [...NOT_SQL, ...BEHIND_THE_DOOR], rules: restrict(SQL, [...SQL_PATTERNS, DATA_DOOR]) },
  { files: ['lib/**/*.{ts,tsx}'], ignores: [...NOT_SQL, ...BEHIND_THE_DOOR], rules: restrict(SQL, [...SQL_PATTERNS, DATA_DOOR, I18N]) },
  ...WINGS.map((wing) => ({
    files: [`lib/${wing}/**/*.{ts,tsx}`],
    ignores: [...NOT_SQL, ...BEHIND_THE_DOOR, ...WALLS_OPEN],
    rules: restrict(SQL, [...SQL_PATTERNS, DATA_DOOR, I18N, ...wall(wing)]),
  })),
  {
    files: ['lib/platform/deployment.ts'],
    rules: restrict(SQL, [...SQL_PATTERNS, I18N, ...wall('platform', '(?!catalogue/data/snapshot$)')]),
  },
  {
    files: ['lib/platform/db/**/*.ts', 'lib/platform/dal/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([], [DATA_DOOR, I18N, ...wall('platform')]),
  },
  {
    files: ['lib/catalogue/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(SQL, [...SQL_PATTERNS, GROUND, ...wall('catalogue')]),
  },
  { files: ['components/**/*.{ts,tsx}'], rules: restrict(SQL, [...SQL_PATTERNS, DATABASE, DATA_DOOR]) },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['lib/visitor/actions/**', 'lib/owner/actions/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement[directive='use server']",
          message:
            "'use server' modules and functions live under lib/visitor/actions and lib/owner/actions (`ls lib/*/actions` lists every server action).",
        },
      ],
    },
  },
]);
