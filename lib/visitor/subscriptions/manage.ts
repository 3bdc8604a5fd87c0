/**
 * The "my search" page's two actions: signing in with the address and password of the demand
 * register, then changing or stopping a search. One neutral message for a wrong address or password
 * (docs/product.md, Rulings: Neutral sign-in failures); rate-limited per client and per address; nothing a visitor could use to learn
 * whether an address is registered.
 */
import 'server-only';
import { getDb, type Database } from '@/lib/platform/db/client';
import { takeRateLimit } from '@/lib/platform/dal/abuse';
import {
  activeSavedSearches,
  runningSavedSearch,
  stopSavedSearchOf,
  updateCriteria,
  type SavedSearchRow,
} from '@/lib/platform/dal/saved-searches';
import { newCode, verifyCaptcha } from '@/lib/visitor/captcha';
import { hashClientAddress } from '@/lib/platform/security/secret';
import { verifyPassword } from '@/lib/platform/security/password';
import { CRITERIA } from '@/lib/visitor/schemas/demand-register';
import { echoValues, parseValues, rawValues } from '@/lib/visitor/schemas/parse';
import { savedSearchEditSchema, savedSearchLoginSchema } from '@/lib/visitor/schemas/saved-search-manage';
import { formLang } from '@/lib/visitor/forms/handle';
import { isFormData, markBadRequest } from '@/lib/platform/security/bad-request';
import { clientAddress } from '@/lib/platform/security/client-address';
import { criteriaProblems, resolveZones } from './criteria';
import { checkAccess, checkChange, grantAccess } from './access';
import type { FormMessageKey, FormState, SavedSearchView } from '@/lib/visitor/forms/state';
import { CONTROL_FIELDS } from '@/lib/visitor/schemas/constants';
import { logger } from '@/lib/platform/log';

/** A search's criteria as form values (strings), for the edit form. */
function asValues(criteria: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of CRITERIA) {
    const value = criteria[name];
    if (Array.isArray(value)) values[name] = value.map(String);
    else if (value !== undefined && value !== null) values[name] = String(value);
  }
  return values;
}

/** A search as its owner sees it on the page. */
const searchView = (search: SavedSearchRow): SavedSearchView => ({
  id: search.id,
  criteria: asValues(search.criteria),
  confirmed: search.status === 'confirmed',
});

async function database(): Promise<Database | null> {
  try {
    return await getDb();
  } catch (cause) {
    logger('search').error({ err: cause }, 'database unavailable');
    return null;
  }
}

/** A hand-made post with something else than a form's data: a 400 (lib/platform/security/bad-request.ts). */
async function malformed(): Promise<FormState> {
  await markBadRequest();
  return { status: 'error', attempt: 1, message: 'notSent' };
}

export async function signIn(previous: FormState, data: FormData): Promise<FormState> {
  if (!isFormData(data)) return malformed();
  const attempt = (previous?.attempt ?? 0) + 1;
  const values = rawValues(data);
  const echo = echoValues(values, ['password']);
  const usedPow = typeof data.get(CONTROL_FIELDS.pow) === 'string' && data.get(CONTROL_FIELDS.pow) !== '';
  const answer = async (state: Omit<FormState, 'attempt' | 'values'>): Promise<FormState> => ({
    attempt,
    values: echo,
    captcha: usedPow ? undefined : await newCode(),
    ...state,
  });
  const parsed = parseValues(savedSearchLoginSchema, values);
  if (!parsed.ok) return answer({ status: 'invalid', errors: parsed.errors });
  const db = await database();
  if (!db) return answer({ status: 'error', message: 'notSent' });
  try {
    const captcha = await verifyCaptcha(db, data);
    if (captcha === 'missing') return answer({ status: 'invalid', errors: {}, message: 'captchaNeeded' });
    if (captcha === 'wrong') return answer({ status: 'invalid', errors: { captcha: 'captcha' } });
    const client = hashClientAddress(await clientAddress());
    const allowed =
      (await takeRateLimit(db, `search-login:${client}`, { limit: 10, windowMs: 10 * 60_000 })) &&
      (await takeRateLimit(db, `search-login:${hashClientAddress(parsed.data.email)}`, { limit: 20, windowMs: 60 * 60_000 }));
    if (!allowed) return answer({ status: 'error', message: 'rateLimited' });
    const found = await activeSavedSearches(db, parsed.data.email);
    const mine: SavedSearchView[] = [];
    for (const search of found) if (await verifyPassword(parsed.data.password, search.passwordHash)) mine.push(searchView(search));
    if (!mine.length) return answer({ status: 'error', message: 'loginFailed' });
    return { status: 'done', attempt, message: 'signedIn', searches: { access: grantAccess(parsed.data.email), items: mine } };
  } catch (cause) {
    logger('search').error({ err: cause }, 'sign-in failed');
    return answer({ status: 'error', message: 'notSent' });
  }
}

export async function editSavedSearch(previous: FormState, data: FormData): Promise<FormState> {
  if (!isFormData(data)) return malformed();
  const attempt = (previous?.attempt ?? 0) + 1;
  const lang = formLang(data);
  const values = rawValues(data);
  const echo = echoValues(values);
  const answer = (state: Omit<FormState, 'attempt' | 'values'>): FormState => ({ attempt, values: echo, ...state });
  const parsed = parseValues(savedSearchEditSchema, values);
  // The catalogue's types and places beside the schema's checks: every message in one answer.
  const problems = criteriaProblems(values, lang);
  if (!parsed.ok || Object.keys(problems).length)
    return answer({ status: 'invalid', errors: { ...problems, ...(parsed.ok ? {} : parsed.errors) } });
  const email = checkAccess(parsed.data.access);
  if (!email) return answer({ status: 'error', message: 'accessExpired' });
  const db = await database();
  if (!db) return answer({ status: 'error', message: 'notSent' });
  try {
    const { searchId, intent } = parsed.data;
    const criteria = { ...Object.fromEntries(CRITERIA.map((name) => [name, parsed.data[name]])), zones: resolveZones(parsed.data.zones) };
    const done = intent === 'stop' ? await stopSavedSearchOf(db, searchId, email) : await updateCriteria(db, searchId, email, criteria);
    const message: FormMessageKey = !done ? 'accessExpired' : intent === 'stop' ? 'searchStopped' : 'searchSaved';
    return done ? { status: 'done', attempt, message } : answer({ status: 'error', message });
  } catch (cause) {
    logger('search').error({ err: cause }, 'change failed');
    return answer({ status: 'error', message: 'notSent' });
  }
}

/**
 * What an alert mail's change link opens (lib/visitor/subscriptions/alerts/mail.ts): its search, if still running, with an
 * access value for its address, as a sign-in would give (docs/decisions/0021). Null for a link that is
 * not valid any more, or a database that does not answer (the page then offers the sign-in).
 */
export async function openChangeLink(token: string): Promise<{ access: string; search: SavedSearchView } | null> {
  const id = checkChange(token);
  if (!id) return null;
  const db = await database();
  if (!db) return null;
  try {
    const search = await runningSavedSearch(db, id);
    return search ? { access: grantAccess(search.email), search: searchView(search) } : null;
  } catch (cause) {
    logger('search').error({ err: cause }, 'change link failed');
    return null;
  }
}
