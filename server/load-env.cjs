'use strict';
/**
 * Loaded first by the agency's commands (`npm run owner`, `worker`, `alerts`, `submissions`, `crm`,
 * `db:migrate`, and `prestart`): the `.env*` files of the working folder are read with Next's own loader,
 * in the order and with the precedence `next start` reads them (`.env.production.local`, `.env.local`,
 * `.env.production`, `.env`; a variable already set wins), so that a command and the site it serves
 * never see two configurations: a DATABASE_URL in `.env.local` sends both to the same database.
 */
const { loadEnvConfig } = require('@next/env');

loadEnvConfig(process.cwd(), process.env.NODE_ENV === 'development', { info: () => undefined, error: (...args) => console.error(...args) });
