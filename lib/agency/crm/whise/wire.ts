/**
 * Whise's REST API on the wire, as public client code and a saved response show it (the evidence is
 * summed up in ./mapping.ts and docs/crm.md): every call is a POST of a JSON body to
 * `{base}{endpoint}` (base `https://api.whise.eu/`), with `Accept` and `Content-Type: application/json`
 * and, but for the first token call, `Authorization: Bearer <token>`; answers are JSON objects.
 *
 * No source states Whise's rate limits, so a 429 is met the usual way: wait what `Retry-After` says
 * (seconds or an HTTP date), else 1, 2, 4 … s (at most 60 s) with jitter, and give up after a few tries
 * with a transient error, so the sync or the outbox tries again later. A 401 is handed back to the caller
 * (./auth.ts renews its tokens once); any other 4xx is a refusal, 5xx and the network are transient.
 *
 * Everything Whise sends is untrusted: bodies are capped while they are read and calls time out, as on
 * Omnicasa's wire. No error message carries a URL, a credential or a token: they name the endpoint and
 * the reason only.
 */
import 'server-only';
import { CrmError } from '../errors';
import { readCapped } from '../http';
import { field } from '../field-rules';

export interface WhiseConnection {
  /** The API's base URL, ending in `/` (`https://api.whise.eu/`). */
  url: string;
  /** The marketplace account: `Username` and `Password` of the first token call. */
  user: string;
  password: string;
  /** The agency's client (and office) ids, for the client token. */
  clientId: number;
  officeId?: number | null;
  /** Per request; 20 s by default. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; 32 MiB by default. */
  maxBytes?: number;
  /** The first back-off after a 429 without Retry-After, ms (1 s); tests make it short. */
  backoffMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 32 << 20;
/** Tries of one call while Whise answers 429. */
export const MAX_TRIES = 6;
/** The longest back-off between two tries, and the longest Retry-After honoured. */
const MAX_WAIT_MS = 60_000;

/** An HTTP answer Whise refused or failed with; `status` lets ./auth.ts tell a 401 from the rest. */
export class WhiseHttpError extends CrmError {
  readonly status: number;

  constructor(message: string, status: number, transient: boolean) {
    super(message, { transient });
    this.status = status;
  }
}

export interface RequestOptions {
  /** `Authorization: Bearer` with this token (never in a message). */
  bearer?: string;
  /** Tries while Whise answers 429 (MAX_TRIES by default); 1 makes a 429 a transient error at once. */
  maxTries?: number;
  /** The time (epoch ms) the whole call must end by: each request's timeout is cut to fit. */
  deadline?: number;
}

// Whise's saved responses are camelCase where the requests name PascalCase: fields are read without regard to case.
export { field };

/** `Retry-After` as milliseconds from now (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The wait before try `attempt + 1` after a 429 (attempt counts from 1): Retry-After, else doubling with jitter. */
export function backoffMs(attempt: number, retryAfter: number | null, baseMs = 1000, random = Math.random): number {
  if (retryAfter !== null) return Math.min(retryAfter, MAX_WAIT_MS);
  const ceiling = Math.min(MAX_WAIT_MS, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The two token calls: what they send or answer may hold a credential or a token. */
const isTokenCall = (endpoint: string) => endpoint === 'token' || endpoint.endsWith('/token');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What Whise says went wrong, from its JSON error (`Message`, `ExceptionMessage`), short; empty when none. */
function refusalReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    for (const name of ['Message', 'ExceptionMessage', 'MessageDetail']) {
      const message = field(parsed, name);
      if (typeof message === 'string' && message.trim()) return `: ${message.trim().slice(0, 200)}`;
    }
  } catch {
    // Not JSON: no reason to give.
  }
  return '';
}

/**
 * POSTs `body` to `endpoint` and returns the parsed JSON answer. Throws a CrmError: transient for what
 * may pass (the network, a timeout, 5xx, 408, 429 after the last try, an answer that is not JSON),
 * permanent for a refusal (4xx, with status 401 as a WhiseHttpError) or an answer bigger than accepted.
 */
export async function whiseRequest(
  connection: WhiseConnection,
  endpoint: string,
  body: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<unknown> {
  const base = connection.url.endsWith('/') ? connection.url : `${connection.url}/`;
  const maxTries = options.maxTries ?? MAX_TRIES;
  for (let attempt = 1; ; attempt++) {
    const timeoutMs = Math.max(
      1,
      Math.min(connection.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.deadline ? options.deadline - Date.now() : Infinity),
    );
    let response: Response;
    try {
      response = await fetch(`${base}${endpoint}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'vitrine-crm-sync',
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string } })?.cause?.code;
      throw new CrmError(
        timedOut ? `${endpoint}: no answer within ${timeoutMs / 1000} s` : `${endpoint}: cannot reach the CRM${cause ? ` (${cause})` : ''}`,
        { transient: true },
      );
    }
    if (response.status === 429) {
      await response.body?.cancel();
      if (attempt >= maxTries)
        throw new WhiseHttpError(`${endpoint}: the CRM is limiting the rate of calls (HTTP 429, ${attempt} tries)`, 429, true);
      const wait = backoffMs(attempt, retryAfterMs(response.headers.get('retry-after')), connection.backoffMs);
      if (options.deadline && Date.now() + wait > options.deadline)
        throw new WhiseHttpError(`${endpoint}: the CRM is limiting the rate of calls (HTTP 429)`, 429, true);
      await sleep(wait);
      continue;
    }
    let text: string;
    try {
      text = await readCapped(response, connection.maxBytes ?? DEFAULT_MAX_BYTES, endpoint);
    } catch (error) {
      if (error instanceof CrmError) throw error;
      const timedOut = (error as Error)?.name === 'TimeoutError';
      throw new CrmError(
        timedOut ? `${endpoint}: the answer did not finish within ${timeoutMs / 1000} s` : `${endpoint}: the answer broke off`,
        { transient: true },
      );
    }
    if (response.status === 401) throw new WhiseHttpError(`${endpoint}: the CRM refused the token (HTTP 401)`, 401, false);
    if (response.status >= 500 || response.status === 408)
      throw new WhiseHttpError(`${endpoint}: the CRM answered HTTP ${response.status}`, response.status, true);
    if (response.status >= 400)
      // The token call's refusal may repeat what was sent: its reason is never shown.
      throw new WhiseHttpError(
        `${endpoint}: the CRM refused the call (HTTP ${response.status})${isTokenCall(endpoint) ? '' : refusalReason(text)}`,
        response.status,
        false,
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // A proxy's error page in front of the API, most often: worth another try later.
      // A token call's answer may hold a token: only its length is told.
      const start = isTokenCall(endpoint) ? '' : ` starting ${JSON.stringify(text.slice(0, 40))}`;
      throw new CrmError(`${endpoint}: the answer is not JSON (${text.length} bytes${start})`, { transient: true });
    }
  }
}
