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

const unset = (value: unknown) => (value === '' ? undefined : value);

/** An optional URL whose scheme is one of `schemes`; an empty string counts as unset. */
function urlWithScheme(schemes: string[], what: string) {
  return z.preprocess(
    unset,
    z
      .string()
      .refine((value) => {
        try {
          return schemes.includes(new URL(value).protocol.slice(0, -1));
        } catch {
          return false;
        }
      }, `expected ${what} (${schemes.map((s) => `${s}://`).join(' or ')})`)
      .optional(),
  );
}

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  /** Folder holding the data files (default ./data); a build and its server must use the same. */
  VITRINE_DATA_DIR: z.preprocess(unset, z.string().optional()),
  /** Next's build output folder (default .next), so a second build can live beside the first. */
  NEXT_DIST_DIR: z.preprocess(unset, z.string().default('.next')),
  /**
   * The database: unset for the embedded one under .data/ (PGlite), or a PostgreSQL server.
   * Validated from now on; read by lib/db once the forms land.
   */
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'a PostgreSQL URL'),
  /** Outgoing mail: unset to write .eml files under .data/mail/. Validated now; read by lib/mail. */
  SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'an SMTP URL'),
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
