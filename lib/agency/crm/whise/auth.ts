/**
 * Whise's two tokens, and the data calls made with them. Three public clients agree on the flow:
 *   POST token {Username, Password}                                   -> {token}  (the marketplace account's)
 *   POST v1/admin/clients/token {ClientId, OfficeId?}, Bearer account -> {token}  (the agency's client token)
 * and every data call carries the client token. Tokens are kept in memory only, for as long as the
 * token says (`exp` of its JWT payload; one hour when it is not a JWT, the shorter of what the clients
 * assume) and renewed a little before they expire. A data call answered 401 renews both tokens once and
 * is tried once more; a second 401 is a permanent error (the account lost its access to the client).
 * Neither the credentials nor a token ever appear in an error or a log.
 */
import 'server-only';
import { CrmError } from '../errors';
import { field, whiseRequest, WhiseHttpError, type RequestOptions, type WhiseConnection } from './wire';

/** A token's life when it does not say (not a JWT, or no `exp`). */
export const ASSUMED_LIFETIME_MS = 60 * 60_000;
/** Tokens are renewed this long before they expire (or at half their life, when that is shorter). */
export const RENEW_EARLY_MS = 5 * 60_000;

interface Token {
  value: string;
  /** Epoch ms after which it is renewed before use. */
  renewAt: number;
}

/** The `exp` claim of a JWT, in epoch ms, or null when the token is not a JWT or has none. */
export function jwtExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    const exp = field(payload, 'exp');
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When a token received at `now` should be renewed. */
export function renewTime(token: string, now: number): number {
  const expiry = jwtExpiry(token) ?? now + ASSUMED_LIFETIME_MS;
  const life = Math.max(0, expiry - now);
  return now + life - Math.min(RENEW_EARLY_MS, life / 2);
}

function tokenOf(endpoint: string, answer: unknown): string {
  const token = field(answer, 'token');
  if (typeof token !== 'string' || !token) throw new CrmError(`${endpoint}: the answer has no token`, { transient: true });
  return token;
}

export class WhiseSession {
  private account: Token | null = null;
  private client: Token | null = null;
  /** The renewal under way, shared by the calls that wait for it. */
  private renewing: Promise<string> | null = null;

  constructor(
    readonly connection: WhiseConnection,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets both tokens: the next call asks for new ones. */
  forget(): void {
    this.account = null;
    this.client = null;
  }

  private async accountToken(options: RequestOptions): Promise<string> {
    if (this.account && this.now() < this.account.renewAt) return this.account.value;
    const { user, password } = this.connection;
    try {
      const value = tokenOf('token', await whiseRequest(this.connection, 'token', { Username: user, Password: password }, options));
      this.account = { value, renewAt: renewTime(value, this.now()) };
      return value;
    } catch (error) {
      if (error instanceof WhiseHttpError && error.status >= 400 && error.status < 500 && error.status !== 429)
        throw new CrmError(`token: the CRM refused the account's user name or password (HTTP ${error.status})`, { transient: false });
      throw error;
    }
  }

  /** The client token, renewed when it is due. */
  async clientToken(options: RequestOptions = {}): Promise<string> {
    if (this.client && this.now() < this.client.renewAt) return this.client.value;
    this.renewing ??= (async () => {
      const endpoint = 'v1/admin/clients/token';
      const { clientId, officeId } = this.connection;
      const bearer = await this.accountToken(options);
      const body: Record<string, unknown> = { ClientId: clientId };
      if (officeId) body.OfficeId = officeId;
      const value = tokenOf(endpoint, await whiseRequest(this.connection, endpoint, body, { ...options, bearer }));
      this.client = { value, renewAt: renewTime(value, this.now()) };
      return value;
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /** A data call with the client token; a 401 renews both tokens and tries once more. */
  async call(endpoint: string, body: Record<string, unknown>, options: RequestOptions = {}): Promise<unknown> {
    const first = await this.clientToken(options);
    try {
      return await whiseRequest(this.connection, endpoint, body, { ...options, bearer: first });
    } catch (error) {
      if (!(error instanceof WhiseHttpError) || error.status !== 401) throw error;
    }
    // Only the first to see the token refused drops it; the others take the one it gets.
    if (this.client?.value === first) this.forget();
    const second = await this.clientToken(options);
    try {
      return await whiseRequest(this.connection, endpoint, body, { ...options, bearer: second });
    } catch (error) {
      if (error instanceof WhiseHttpError && error.status === 401)
        throw new CrmError(`${endpoint}: the CRM refused a new token too (HTTP 401): the account has no access to this client`, {
          transient: false,
        });
      throw error;
    }
  }
}
