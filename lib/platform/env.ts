/**
 * Every environment variable the app reads, parsed once by one zod schema (Epic Stack's `env.server`).
 * A wrong value stops the server at start (instrumentation.ts) with an error naming the variable,
 * never its value: URLs may carry passwords.
 *
 * Not 'server-only': next.config.ts and the scripts read it too. Nothing here may reach a client
 * bundle; client code never imports this module (there are no NEXT_PUBLIC_ variables).
 */
import { z } from 'zod';
import { remember } from './remember';

/** The default size of the page cache (VITRINE_PAGE_CACHE_MIB). */
export const PAGE_CACHE_MIB = 128;

/** The default size of the resized photos' cache on disk (VITRINE_IMAGE_CACHE_MIB). */
export const IMAGE_CACHE_MIB = 1024;

const unset = (value: unknown) => (value === '' ? undefined : value);

/** An optional URL whose scheme is one of `schemes`; an empty string counts as unset. */
function urlWithScheme(schemes: string[], what: string) {
  return z.preprocess(
    unset,
    z
      .string()
      .refine(
        (value) => {
          try {
            return schemes.includes(new URL(value).protocol.slice(0, -1));
          } catch {
            return false;
          }
        },
        `expected ${what} (${schemes.map((s) => `${s}://`).join(' or ')})`,
      )
      .optional(),
  );
}

export const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
    /** Folder holding the data files (default ./data); a build and its server must use the same. */
    VITRINE_DATA_DIR: z.preprocess(unset, z.string().optional()),
    /**
     * Several web servers fed by one CRM (docs/deployment.md): the folder of catalogue releases they follow,
     * the one the syncing worker publishes into (`<its data folder>/.crm/releases`, on a disk they share).
     * Default: the data folder's own. Set, a release is served even when it is older than the build,
     * whose data folder no sync feeds. Leave it unset on the process that syncs.
     */
    VITRINE_RELEASES_DIR: z.preprocess(unset, z.string().optional()),
    /**
     * The syncing worker of several instances (docs/deployment.md): a data folder copied into
     * VITRINE_DATA_DIR at start, the image's own. All of it the first time; afterwards only the agency's
     * files (site, team, articles...), since the catalogue there is the CRM's, as the sync left it.
     */
    VITRINE_DATA_SEED: z.preprocess(unset, z.string().optional()),
    /**
     * `npm run build`: the moment the catalogue is published, which the catalogue's history records changes
     * at and counts "new" and "recently lowered" from (lib/catalogue/data/history.ts); default: the build's own time.
     * The test suite fixes it at the sample data's date, so that the sample's badges do not expire.
     */
    VITRINE_CATALOGUE_TIME: z.preprocess(unset, z.iso.datetime({ offset: true }).optional()),
    /** Next's build output folder (default .next), so a second build can live beside the first. */
    NEXT_DIST_DIR: z.preprocess(unset, z.string().default('.next')),
    /**
     * `npm run build`: '1' makes Next's standalone output as well (`<distDir>/standalone`: a server.js with
     * only the files it needs), for the image of deploy/Dockerfile.
     */
    VITRINE_STANDALONE: z.preprocess(unset, z.enum(['0', '1'], 'expected 0 or 1').default('0')),
    /** Folder for what the app writes at run time: the embedded database, mails without SMTP, the secret. */
    VITRINE_STATE_DIR: z.preprocess(unset, z.string().default('.data')),
    /** The database: unset for the embedded one under the state folder (PGlite), or a PostgreSQL server. */
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'a PostgreSQL URL'),
    /** Outgoing mail: unset to write .eml files under the state folder's mail/. */
    SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'an SMTP URL'),
    /**
     * Signs captcha challenges, mail links and owner session cookies, hashes client addresses. At least 32
     * characters; unset, one is generated once and kept in the state folder (one machine only: several
     * instances must share it).
     */
    VITRINE_SECRET: z.preprocess(unset, z.string().min(32, 'expected at least 32 characters').optional()),
    /** The site's public address for links in mails, when it is not site config's `url` (a test server, staging). */
    VITRINE_SITE_URL: urlWithScheme(['http', 'https'], 'an http(s) URL'),
    /**
     * Who delivers the outbox's mails: 'server' (each web server, the default) or 'off' (a separate
     * `npm run worker` does).
     */
    VITRINE_OUTBOX: z.preprocess(unset, z.enum(['server', 'off']).default('server')),
    /**
     * Names this deployment (code and data) in the `X-Deployment-Id` header, Next's skew protection and a
     * shared cache's key; read at build time. Unset, it is derived from the git commit and the data files,
     * so two instances built from the same commit and data agree (lib/platform/deployment.ts).
     */
    VITRINE_DEPLOYMENT_ID: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, 'expected 1 to 64 letters, digits, dots, dashes or underscores')
        .optional(),
    ),
    /**
     * How many months submissions are kept before the outbox's worker removes them (docs/product.md, Rulings: Personal data retention:
     * 24 by default), whole months from 1 to 120.
     */
    VITRINE_RETENTION_MONTHS: z.preprocess(
      unset,
      z.coerce.number().int('expected whole months').min(1, 'expected 1 to 120 months').max(120, 'expected 1 to 120 months').default(24),
    ),
    /**
     * The in-memory cache of pages generated on demand (details, filtered listings), MiB: read by
     * `next start` (next.config.ts, docs/decisions/0022). A bigger cache renders less often and takes
     * more of the server's memory.
     */
    VITRINE_PAGE_CACHE_MIB: z.preprocess(
      unset,
      z.coerce
        .number()
        .int('expected whole MiB')
        .min(8, 'expected 8 to 4096 MiB')
        .max(4096, 'expected 8 to 4096 MiB')
        .default(PAGE_CACHE_MIB),
    ),
    /**
     * The disk cache of resized photos (`.next/cache/images`), MiB: read by `next start`. The least
     * recently used are removed beyond it; a removed photo is resized again on its next request.
     */
    VITRINE_IMAGE_CACHE_MIB: z.preprocess(
      unset,
      z.coerce
        .number()
        .int('expected whole MiB')
        .min(16, 'expected 16 to 1048576 MiB')
        .max(1048576, 'expected 16 to 1048576 MiB')
        .default(IMAGE_CACHE_MIB),
    ),
    /**
     * The agency's CRM (lib/agency/crm, docs/decisions/0033): its API's base URL, e.g.
     * `https://newapi.omnicasa.com/1.12/OmnicasaService.svc/`. Unset, no CRM: the data files are edited by
     * hand and leads leave as mail only. Set, `npm run crm -- sync` reads the catalogue from it and each
     * lead is pushed to it through the outbox.
     */
    CRM_URL: urlWithScheme(['http', 'https'], 'an http(s) URL'),
    /**
     * The CRM account (Omnicasa's `CustomerName` and `CustomerPassword`, Whise's marketplace user name and
     * password, SweepBright's API client id and secret); never logged.
     */
    CRM_USER: z.preprocess(unset, z.string().optional()),
    CRM_PASSWORD: z.preprocess(unset, z.string().optional()),
    /**
     * Which CRM `CRM_URL` is: `omnicasa` (unset means it), `whise` (lib/agency/crm/whise, with
     * `CRM_URL` its API's base, `https://api.whise.eu/`) or `sweepbright` (lib/agency/crm/sweepbright,
     * `https://website.sweepbright.com/api/`, fed by its webhooks at `/api/crm/sweepbright`).
     */
    CRM_KIND: z.preprocess(unset, z.enum(['omnicasa', 'whise', 'sweepbright'], 'expected omnicasa, whise or sweepbright').optional()),
    /** Whise only: the agency's client id (required with CRM_KIND=whise) and, optionally, its office id. */
    CRM_CLIENT_ID: z.preprocess(unset, z.coerce.number().int('expected a whole number').positive('expected a positive id').optional()),
    CRM_OFFICE_ID: z.preprocess(unset, z.coerce.number().int('expected a whole number').positive('expected a positive id').optional()),
    /**
     * SweepBright only (required with CRM_KIND=sweepbright): the request header its webhooks carry their
     * signature in. No public source names it; SweepBright's documentation does.
     */
    CRM_WEBHOOK_SIGNATURE_HEADER: z.preprocess(
      unset,
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, 'expected a header name (letters, digits and dashes)')
        .optional(),
    ),
    /** SweepBright only: the API version of its Accept header, e.g. 20191206 (the default, as both public clients). */
    CRM_API_VERSION: z.preprocess(
      unset,
      z
        .string()
        .regex(/^v?\d{8}$/, 'expected a version date such as 20191206')
        .optional(),
    ),
    /**
     * With CRM_URL, the process that runs the jobs (the web server, or `npm run worker` when
     * VITRINE_OUTBOX=off) asks the CRM for what changed every so many seconds and publishes a catalogue
     * release that the web servers serve within seconds (docs/decisions/0057): 10 to 3600, or 0 for never.
     * SweepBright's webhooks queue estates; this is how often the queue is worked.
     */
    CRM_POLL_SECONDS: z.preprocess(
      unset,
      z.coerce
        .number()
        .int('expected whole seconds')
        .refine((seconds) => seconds === 0 || (seconds >= 10 && seconds <= 3600), 'expected 0 (never) or 10 to 3600 seconds')
        .default(20),
    ),
    /**
     * `npm run crm -- sync --publish` on one machine (no deploy/.env): the command that restarts the site
     * once the new build is in place, e.g. `systemctl restart vitrine`. Unset, the build is put in place
     * and the command says that the site must be restarted to serve it.
     */
    VITRINE_RESTART_COMMAND: z.preprocess(unset, z.string().optional()),
    /**
     * How many reverse proxies of ours stand in front of the site, each appending the address it saw to
     * X-Forwarded-For (nginx in deploy/: 1). The client's address is the entry the outermost appended;
     * 0 (the default: clients reach the site directly) takes the socket's and ignores the header, which a
     * client can forge. Read by server/front.cjs; checked here.
     */
    TRUSTED_PROXIES: z.preprocess(
      unset,
      z.coerce.number().int('expected a whole number').min(0, 'expected 0 to 10').max(10, 'expected 0 to 10').default(0),
    ),
    /**
     * The log's threshold (lib/platform/log): fatal, error, warn, info (the default), debug, trace or silent. Unit
     * tests default to silent.
     */
    VITRINE_LOG_LEVEL: z.preprocess(unset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
    /**
     * Tests only, never in production: '1' lets `/{lang}/fault/` and `/fault/{lang}/` through, pages that
     * throw while rendering, so that the browser tests see the error pages (app/[lang]/error.tsx,
     * app/global-error.tsx; playwright.config.ts sets it for its main server). Unset, those paths are 404s.
     */
    VITRINE_TEST_FAULTS: z.preprocess(unset, z.enum(['0', '1'], 'expected 0 or 1').default('0')),
  })
  .superRefine((value, context) => {
    if (value.CRM_KIND !== 'whise')
      for (const name of ['CRM_CLIENT_ID', 'CRM_OFFICE_ID'] as const)
        if (value[name] !== undefined) context.addIssue({ code: 'custom', path: [name], message: 'only for CRM_KIND=whise' });
    if (value.CRM_KIND !== 'sweepbright')
      for (const name of ['CRM_WEBHOOK_SIGNATURE_HEADER', 'CRM_API_VERSION'] as const)
        if (value[name] !== undefined) context.addIssue({ code: 'custom', path: [name], message: 'only for CRM_KIND=sweepbright' });
    if (!value.CRM_URL) return;
    for (const name of ['CRM_USER', 'CRM_PASSWORD'] as const)
      if (!value[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when CRM_URL is set' });
    if (value.CRM_KIND === 'whise' && value.CRM_CLIENT_ID === undefined)
      context.addIssue({ code: 'custom', path: ['CRM_CLIENT_ID'], message: 'required when CRM_KIND is whise' });
    if (value.CRM_KIND === 'sweepbright' && value.CRM_WEBHOOK_SIGNATURE_HEADER === undefined)
      context.addIssue({ code: 'custom', path: ['CRM_WEBHOOK_SIGNATURE_HEADER'], message: 'required when CRM_KIND is sweepbright' });
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment; throws an EnvError naming each wrong variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

/** This process's environment, parsed on first use. */
export function env(): Env {
  return remember('env', () => parseEnv(process.env));
}
