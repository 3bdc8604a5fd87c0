/**
 * SweepBright's website API on the wire, as two independent public clients show it (the evidence is in
 * docs/crm.md and ./mapping.ts): JSON over HTTPS under `https://website.sweepbright.com/api/`, every call
 * with `Authorization: Bearer <token>` (./auth.ts) and a versioned media type,
 * `Accept: application/vnd.sweepbright.v{VERSION}+json`: both clients default to version 20191206, which
 * is ours unless CRM_API_VERSION says another. Only three calls are used: `GET estates/{id}`,
 * `PUT estates/{id}/url` and `POST estates/{id}/contacts`.
 *
 * No source states SweepBright's rate limits: a 429 is a transient error (the sync or the outbox tries
 * again later), as are 5xx, 408, a timeout and an answer that is not JSON; 401 goes back to ./auth.ts,
 * which renews the token once; 404 is handed back with its status (an estate gone, or no longer
 * published: one client reads it so); any other 4xx is a refusal. Answers are capped while they are read
 * and calls time out. No error carries a URL, a credential or a token.
 */
import 'server-only';
import { CrmError } from '../errors';
import { readCapped } from '../http';

export interface SweepBrightConnection {
  /** The API's base URL, ending in `/` (`https://website.sweepbright.com/api/`). */
  url: string;
  /** The OAuth client's id and secret (client credentials); the secret also keys the webhooks' signature. */
  clientId: string;
  clientSecret: string;
  /** The API version of the Accept header, digits only (`20191206`). */
  apiVersion: string;
  /** Per request; 20 s by default. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; 32 MiB by default. */
  maxBytes?: number;
}

/** SweepBright's API, when the configuration does not say another. */
export const SWEEPBRIGHT_URL = 'https://website.sweepbright.com/api/';
/** The version both public clients default to. */
export const DEFAULT_API_VERSION = '20191206';

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 32 << 20;

/** The media type of a version: `application/vnd.sweepbright.v20191206+json`. */
export const acceptHeader = (version: string) => `application/vnd.sweepbright.v${version.replace(/^v/i, '')}+json`;

/** An HTTP answer SweepBright refused or failed with; `status` lets callers tell 401 and 404 from the rest. */
export class SweepBrightHttpError extends CrmError {
  readonly status: number;

  constructor(message: string, status: number, transient: boolean) {
    super(message, { transient });
    this.status = status;
  }
}

export interface RequestOptions {
  /** `Authorization: Bearer` with this token (never in a message). */
  bearer?: string;
  /** The time (epoch ms) the call must end by: the timeout is cut to fit. */
  deadline?: number;
  /** The name the errors give the call ("estates/{id}"), so that no id or URL is repeated. */
  name?: string;
}

/** A property of an object, or undefined. */
export function field(record: unknown, name: string): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined;
  return (record as Record<string, unknown>)[name];
}

/** What a 422 says is wrong (`{errors: {...}}`, one client shows it), short; empty when nothing. */
function refusalReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    const errors = field(parsed, 'errors');
    if (errors && typeof errors === 'object') return `: ${JSON.stringify(errors).slice(0, 200)}`;
    const message = field(parsed, 'message');
    if (typeof message === 'string' && message.trim()) return `: ${message.trim().slice(0, 200)}`;
  } catch {
    // Not JSON: no reason to give.
  }
  return '';
}

/**
 * One call: `method` on `path` (relative to the base, or absolute for the token call) with a JSON body,
 * answering the parsed JSON (null for an empty answer). Throws a CrmError as said above.
 */
export async function sweepbrightRequest(
  connection: SweepBrightConnection,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown> | null,
  options: RequestOptions = {},
): Promise<unknown> {
  const base = connection.url.endsWith('/') ? connection.url : `${connection.url}/`;
  const name = options.name ?? path;
  const timeoutMs = Math.max(
    1,
    Math.min(connection.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.deadline ? options.deadline - Date.now() : Infinity),
  );
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method,
      headers: {
        accept: acceptHeader(connection.apiVersion),
        'user-agent': 'vitrine-crm-sync',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string } })?.cause?.code;
    throw new CrmError(
      timedOut ? `${name}: no answer within ${timeoutMs / 1000} s` : `${name}: cannot reach the CRM${cause ? ` (${cause})` : ''}`,
      {
        transient: true,
      },
    );
  }
  let text: string;
  try {
    text = await readCapped(response, connection.maxBytes ?? DEFAULT_MAX_BYTES, name);
  } catch (error) {
    if (error instanceof CrmError) throw error;
    throw new CrmError(`${name}: the answer broke off`, { transient: true });
  }
  const { status } = response;
  const tokenCall = name === 'oauth/token';
  if (status === 401) throw new SweepBrightHttpError(`${name}: the CRM refused the token (HTTP 401)`, 401, false);
  if (status === 404) throw new SweepBrightHttpError(`${name}: not found (HTTP 404)`, 404, false);
  if (status === 429) throw new SweepBrightHttpError(`${name}: the CRM is limiting the rate of calls (HTTP 429)`, 429, true);
  if (status >= 500 || status === 408) throw new SweepBrightHttpError(`${name}: the CRM answered HTTP ${status}`, status, true);
  if (status >= 400)
    // The token call's refusal may repeat what was sent: its reason is never shown.
    throw new SweepBrightHttpError(
      `${name}: the CRM refused the call (HTTP ${status})${tokenCall ? '' : refusalReason(text)}`,
      status,
      false,
    );
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const start = tokenCall ? '' : ` starting ${JSON.stringify(text.slice(0, 40))}`;
    throw new CrmError(`${name}: the answer is not JSON (${text.length} bytes${start})`, { transient: true });
  }
}
