/**
 * Omnicasa's website API on the wire, as its public PHP client (fw4-bvba/omnicasa-api) speaks it:
 *   GET {CRM_URL}{Endpoint}Json?json={url-encoded JSON object}
 * with `CustomerName` and `CustomerPassword` in every call, answered by
 *   {"{Endpoint}JsonResult": {"Code": 0, "Message": "", "Success": true, "Value": ...}}
 * A list's `Value` is `{"Items": [...], "RowsCount": n}`, paged with `Limit1`/`Limit2` (1-based,
 * inclusive). Some answers (deleted ids) are a bare array, with or without the envelope.
 *
 * Everything the CRM sends is untrusted: bodies are capped while they are read, calls time out, and an
 * answer that is not the envelope is an error. No error message carries the URL or the credentials
 * (the password travels in the query string).
 */
import 'server-only';
import { CrmError } from '../errors';
import { readCapped } from '../http';
import { field } from '../field-rules';

export interface OmnicasaConnection {
  /** The base URL, ending in `/` (e.g. `https://newapi.omnicasa.com/1.12/OmnicasaService.svc/`). */
  url: string;
  user: string;
  password: string;
  /** Per call; 20 s by default. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; 32 MiB by default (a page of 50 detailed properties is < 1 MiB). */
  maxBytes?: number;
}

/** Omnicasa's language ids. */
export const LANGUAGE_IDS: Record<string, number> = { nl: 1, fr: 2, en: 3, de: 4 };

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 32 << 20;

/** Rows per page of a list (the public client's default). */
export const PAGE_SIZE = 50;

/** The request's URL, credentials included: never log or show it. */
export function requestUrl(connection: OmnicasaConnection, endpoint: string, params: Record<string, unknown>): string {
  const base = connection.url.endsWith('/') ? connection.url : `${connection.url}/`;
  const json = JSON.stringify({ ...params, CustomerName: connection.user, CustomerPassword: connection.password });
  return `${base}${endpoint}Json?json=${encodeURIComponent(json)}`;
}

export { field };

/**
 * Calls `endpoint` with `params` and returns the envelope's `Value` (or the bare array some endpoints
 * answer with). Throws a CrmError: transient for what may pass (the network, a timeout, 5xx, 429, an
 * answer that is not the API's, such as a proxy's error page), permanent for a refusal (`Success:
 * false`, 4xx) or an answer bigger than accepted.
 */
export async function omnicasaCall(
  connection: OmnicasaConnection,
  endpoint: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const timeoutMs = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(requestUrl(connection, endpoint, params), {
      headers: { accept: 'application/json', 'user-agent': 'vitrine-crm-sync' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    // The cause names the host and the system error, never the URL (which holds the password).
    const cause = (error as { cause?: { code?: string } })?.cause?.code;
    throw new CrmError(
      timedOut ? `${endpoint}: no answer within ${timeoutMs / 1000} s` : `${endpoint}: cannot reach the CRM${cause ? ` (${cause})` : ''}`,
      { transient: true },
    );
  }
  let body: string;
  try {
    body = await readCapped(response, connection.maxBytes ?? DEFAULT_MAX_BYTES, endpoint);
  } catch (error) {
    if (error instanceof CrmError) throw error;
    const timedOut = (error as Error)?.name === 'TimeoutError';
    throw new CrmError(
      timedOut ? `${endpoint}: the answer did not finish within ${timeoutMs / 1000} s` : `${endpoint}: the answer broke off`,
      { transient: true },
    );
  }
  if (response.status >= 500 || response.status === 429 || response.status === 408)
    throw new CrmError(`${endpoint}: the CRM answered HTTP ${response.status}`, { transient: true });
  if (response.status >= 400) throw new CrmError(`${endpoint}: the CRM refused the call (HTTP ${response.status})`, { transient: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // A proxy's error page in front of the CRM, most often: worth another try later.
    throw new CrmError(`${endpoint}: the answer is not JSON (${body.length} bytes starting ${JSON.stringify(body.slice(0, 40))})`, {
      transient: true,
    });
  }
  const result = field(parsed, `${endpoint}JsonResult`) ?? parsed;
  if (Array.isArray(result)) return result;
  const success = field(result, 'Success');
  if (
    typeof success !== 'boolean' ||
    !(result && typeof result === 'object' && Object.keys(result).some((k) => k.toLowerCase() === 'value'))
  )
    throw new CrmError(`${endpoint}: the answer is not the API's envelope`, { transient: true });
  if (!success) {
    const message = field(result, 'Message');
    throw new CrmError(
      `${endpoint}: the CRM answered an error: ${typeof message === 'string' && message ? message.slice(0, 300) : '(no message)'}`,
      { transient: false },
    );
  }
  return field(result, 'Value');
}

/** A list answer's rows and total, or an error naming what is wrong with it. */
export function listPage(endpoint: string, value: unknown): { items: unknown[]; total: number | null } {
  if (Array.isArray(value)) return { items: value, total: null };
  const items = field(value, 'Items');
  if (!Array.isArray(items)) throw new CrmError(`${endpoint}: the answer has no Items list`, { transient: false });
  const rows = field(value, 'RowsCount');
  return { items, total: typeof rows === 'number' && Number.isInteger(rows) && rows >= 0 ? rows : null };
}

/**
 * Every row of a paged list, page by page (`Limit1`/`Limit2`, 1-based and inclusive), so a caller
 * holds one page at a time. Stops at a short page, at `RowsCount`, or at a page that adds nothing.
 */
export async function* omnicasaList(
  connection: OmnicasaConnection,
  endpoint: string,
  params: Record<string, unknown> = {},
  pageSize = PAGE_SIZE,
): AsyncGenerator<unknown[], void> {
  for (let first = 1; ; first += pageSize) {
    const { items, total } = listPage(
      endpoint,
      await omnicasaCall(connection, endpoint, { ...params, Limit1: first, Limit2: first + pageSize - 1 }),
    );
    if (items.length > pageSize)
      throw new CrmError(`${endpoint}: a page of ${pageSize} rows came back with ${items.length}`, { transient: false });
    if (items.length) yield items;
    if (items.length < pageSize || (total !== null && first + pageSize - 1 >= total)) return;
  }
}
