/**
 * SweepBright's access token: OAuth2 client credentials, as both public clients get it,
 * `POST oauth/token {grant_type: "client_credentials", client_id, client_secret}` (one sends it as JSON,
 * as here) answering `{access_token, ...}`. How long it lives is read from the answer's `expires_in`
 * (seconds; the usual OAuth2 field, inferred: one client only checks whether its token expired), else
 * assumed to be an hour; it is renewed a little before. A call answered 401 renews it once and is tried
 * once more; a second 401 is a permanent error (the client lost its access). The token lives in memory
 * only and never appears in an error or a log.
 */
import 'server-only';
import { CrmError } from '../errors';
import { field, sweepbrightRequest, SweepBrightHttpError, type RequestOptions, type SweepBrightConnection } from './wire';

/** A token's life when the answer does not say. */
export const ASSUMED_LIFETIME_MS = 60 * 60_000;
/** Renewed this long before it expires (or at half its life, when that is shorter). */
export const RENEW_EARLY_MS = 5 * 60_000;

export class SweepBrightSession {
  private token: { value: string; renewAt: number } | null = null;
  private renewing: Promise<string> | null = null;

  constructor(
    readonly connection: SweepBrightConnection,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token, asked for when there is none or it is due for renewal. */
  async accessToken(options: RequestOptions = {}): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.renewing ??= (async () => {
      const { clientId, clientSecret } = this.connection;
      let answer: unknown;
      try {
        answer = await sweepbrightRequest(
          this.connection,
          'POST',
          'oauth/token',
          { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
          { deadline: options.deadline, name: 'oauth/token' },
        );
      } catch (error) {
        if (
          error instanceof SweepBrightHttpError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429 &&
          error.status !== 408
        )
          throw new CrmError(`oauth/token: the CRM refused the client id or secret (HTTP ${error.status})`, { transient: false });
        throw error;
      }
      const value = field(answer, 'access_token');
      if (typeof value !== 'string' || !value) throw new CrmError('oauth/token: the answer has no access_token', { transient: true });
      const seconds = Number(field(answer, 'expires_in'));
      const now = this.now();
      const life = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : ASSUMED_LIFETIME_MS;
      this.token = { value, renewAt: now + life - Math.min(RENEW_EARLY_MS, life / 2) };
      return value;
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /** A call with the token; a 401 renews it and tries once more. */
  async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown> | null,
    options: RequestOptions = {},
  ): Promise<unknown> {
    const first = await this.accessToken(options);
    try {
      return await sweepbrightRequest(this.connection, method, path, body, { ...options, bearer: first });
    } catch (error) {
      if (!(error instanceof SweepBrightHttpError) || error.status !== 401) throw error;
    }
    // Only the first to see the token refused drops it; the others take the one it gets.
    if (this.token?.value === first) this.token = null;
    const second = await this.accessToken(options);
    try {
      return await sweepbrightRequest(this.connection, method, path, body, { ...options, bearer: second });
    } catch (error) {
      if (error instanceof SweepBrightHttpError && error.status === 401)
        throw new CrmError(`${options.name ?? path}: the CRM refused a new token too (HTTP 401)`, { transient: false });
      throw error;
    }
  }
}
