/**
 * The server's log: one JSON line per event (pino), with its level, time, scope and, for a request, its
 * id, so that a log collector can search and count them. What a line may carry is decided here, once:
 * values under a key that names a secret (password, token, cookie, authorization, session, …) are
 * replaced, and e-mail addresses, passwords in URLs and secrets in query strings are masked wherever
 * they appear, in the message too (a visitor's address inside an error's text). An error is logged as
 * its summary (lib/platform/error-summary.ts: never the statement and parameters of a failed query) and its
 * stack's frames, not its raw message.
 *
 * Lines of level warn and above go to stderr, the others to stdout: a test server whose stdout is
 * ignored (playwright.config.ts) still shows its warnings and errors.
 *
 * Not 'server-only': the scripts and lib/catalogue/data (the ground, which may import this room) run outside
 * Next too. Nothing here may reach a client bundle.
 */
import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino';
import { env } from '@/lib/platform/env';
import { errorSummary } from '@/lib/platform/error-summary';
import { remember } from '@/lib/platform/remember';

export type { Logger };

export const REDACTED = '[redacted]';

/** Keys whose values are never written, whatever they hold. */
const SECRET_KEY = /pass(?:word|wd|phrase)?|secret|token|cookie|authori[sz]ation|session|credential|api[-_]?key|e-?mail/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `scheme://user:password@host`: a database or SMTP URL in an error. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi;
/** `?token=…&key=…`: a mail link's or a signed URL's secret. */
const QUERY_SECRET = /([?&;](?:token|key|password|secret|code|sig|signature|session)=)[^&\s"';]+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Deeper than any event we log: cut there rather than walk a cycle. */
const MAX_DEPTH = 6;

/** A text with its e-mail addresses, URL passwords, query secrets and bearer tokens masked. */
export function scrub(text: string): string {
  return text
    .replace(URL_PASSWORD, `$1${REDACTED}@`)
    .replace(QUERY_SECRET, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(EMAIL, REDACTED);
}

/** An error as the log keeps it: what failed and where, never the raw message's data. */
function errorFields(error: Error): Record<string, unknown> {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => scrub(line.trim()));
  const digest = (error as { digest?: unknown }).digest;
  return {
    type: error.name,
    message: scrub(errorSummary(error)),
    ...(typeof digest === 'string' ? { digest } : {}),
    ...(frames.length ? { stack: frames.slice(0, 5) } : {}),
  };
}

/** A copy of an event's fields with secrets replaced and texts scrubbed. */
export function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorFields(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    result[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : clean(item, depth + 1);
  return result;
}

export interface LogOptions {
  level?: Level | 'silent';
  /** Where lines go; by default stdout below warn, stderr from warn on. */
  destination?: DestinationStream;
}

function options(level: LogOptions['level']): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // The fields are cleaned first (formatters.log below, errors included): pino's own error
    // serializer would then see a plain object and call its type "Object".
    serializers: { err: (value: unknown) => value },
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => clean(fields) as Record<string, unknown>,
    },
    hooks: {
      // The message and its format arguments are texts like any other; an error passed alone is
      // logged by its summary, not by pino's default of its raw message.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? scrub(rest[0]) : scrub(errorSummary(first));
          return method.apply(this, [{ err: first }, message] as unknown as Parameters<typeof method>);
        }
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/** A logger of its own (tests pass a destination that collects the lines). */
export function createLogger({ level = 'info', destination }: LogOptions = {}): Logger {
  if (destination) return pino(options(level), destination);
  // Synchronous writes: a command that exits right after logging loses no line.
  const streams = pino.multistream(
    [
      { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ fd: 2, sync: true }) },
    ],
    { dedupe: true },
  );
  return pino(options(level), streams);
}

function root(): { logger: Logger; scopes: Map<string, Logger> } {
  return remember('log', () => {
    const { VITRINE_LOG_LEVEL, NODE_ENV } = env();
    // Unit tests exercise failures on purpose: their lines would bury the runner's report.
    const level = VITRINE_LOG_LEVEL ?? (NODE_ENV === 'test' ? 'silent' : 'info');
    return { logger: createLogger({ level }), scopes: new Map() };
  });
}

/** This process's logger for a part of the app (`db`, `forms`, `outbox`, …): its lines carry `scope`. */
export function logger(scope: string): Logger {
  const { logger: parent, scopes } = root();
  let child = scopes.get(scope);
  if (!child) scopes.set(scope, (child = parent.child({ scope })));
  return child;
}

/**
 * A Better Auth logger (the owners' and the staff's) through this log, which keeps an error's summary only:
 * Better Auth's own logger prints a failed query's error whole, with the statement's parameters (a session
 * token, a login) in it.
 */
export function betterAuthLog(scope: string) {
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]): void => {
    const error = args.find((arg) => arg instanceof Error);
    logger(scope)[level](error ? { err: error } : {}, message.split('\n')[0]!);
  };
}
