/**
 * Server-action posts that Next would answer with a 500 rather than refuse, recognized in the proxy
 * before Next parses them (decision 0029):
 * - a form sent without JavaScript reaches Next as a multipart post whose `$ACTION_*` fields name the
 *   server action and its bound state as JSON; a malformed one (a fuzzer, a hand-made post), or a body
 *   that is not multipart at all, gets a 400 (`malformedActionPost`);
 * - a post from the browser's own code carries a `next-action` header; one that is not an action ID, or
 *   whose `Origin` is not the request's host, gets a 400 or a 403 (`actionPostRefusal`). Next checks a
 *   well-formed one itself, once its body is JSON within bounds (`malformedActionPost`); arguments of
 *   the wrong type are the action's to refuse (lib/platform/security/bad-request.ts).
 */
const ACTION_STATE = /^\$ACTION_\d+:\d+$/;
const ACTION_ID = /^[0-9a-f]{2,}$/;

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether the action fields of a progressive-enhancement post are well-formed (or it has none). */
export function actionFieldsWellFormed(fields: Iterable<[string, FormDataEntryValue]>): boolean {
  for (const [name, value] of fields) {
    if (!name.startsWith('$ACTION_')) continue;
    if (typeof value !== 'string') return false;
    if (ACTION_STATE.test(name)) {
      if (!isJson(value)) return false;
      if (name.endsWith(':0')) {
        const reference = JSON.parse(value) as { id?: unknown } | null;
        if (typeof reference !== 'object' || reference === null || typeof reference.id !== 'string' || !ACTION_ID.test(reference.id))
          return false;
      }
    } else if (name.startsWith('$ACTION_ID_') && !ACTION_ID.test(name.slice('$ACTION_ID_'.length))) return false;
  }
  return true;
}

function isMultipart(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').startsWith('multipart/form-data');
}

/** The host a request was sent to, as Next's action handler reads it: the first `x-forwarded-host`, else `host`. */
function requestHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}

/**
 * A server-action post that Next would answer with a 500 rather than refuse: a `next-action` header
 * that is not an action ID (empty, or a fuzzer's text), or an `Origin` that is not the host the request
 * was sent to (Next's CSRF check throws, and an origin it cannot parse throws earlier). The proxy
 * answers these itself: 400 and 403. A same-origin post, or one without `Origin` (a hand-made one,
 * which Next lets through), is Next's to handle.
 */
export function actionPostRefusal(method: string, headers: Headers): 400 | 403 | null {
  if (method !== 'POST') return null;
  const action = headers.get('next-action');
  if (action === null && !isMultipart(headers)) return null;
  if (action !== null && !ACTION_ID.test(action)) return 400;
  const origin = headers.get('origin');
  if (origin === null) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 403; // "null" (a sandboxed frame, a redirect across origins) or junk
  }
  return originHost && originHost === requestHost(headers) ? null : 403;
}

/** A post whose body the proxy reads to check: multipart, from a page without JavaScript. */
export function isProgressiveActionPost(request: Request): boolean {
  return request.method === 'POST' && !request.headers.has('next-action') && isMultipart(request.headers);
}

/**
 * A `$` string in encoded arguments is a reference to another part of the body (a promise, a map, an
 * outlined value) that Next fails on when the part is missing; our pages send none, only a form's data
 * (`$K1`, in a multipart body) and values that stand alone (`$undefined`, a date, an escaped `$$`).
 */
const SELF_CONTAINED = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|D\d|n-?\d)/;
function selfContained(value: string, formData: boolean): boolean {
  return SELF_CONTAINED.test(value) || (formData && /^\$K[0-9a-f]+$/.test(value));
}

/** How deep and how large the arguments a page's code sends an action may be: far beyond any of ours. */
const MAX_ARGUMENT_DEPTH = 16;
const MAX_ARGUMENT_VALUES = 2_000;

/**
 * Whether the arguments a page's code encoded for a server action (React's `encodeReply`: JSON, with
 * `$`-prefixed references) are JSON within bounds. Next decodes them before any code of ours runs, and
 * answers what it cannot decode (`{{{{`, an empty body, nesting deep enough to exhaust its stack) with
 * a 500.
 */
export function actionArgumentsWellFormed(text: string, { formData = false } = {}): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  let count = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (++count > MAX_ARGUMENT_VALUES || depth > MAX_ARGUMENT_DEPTH) return false;
    if (typeof item === 'string' && item.startsWith('$') && !selfContained(item, formData)) return false;
    if (item !== null && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return Array.isArray(value);
}

/**
 * A post from a page's code (`next-action`): a JSON body (`text/plain`), or a multipart one whose root
 * field `0` holds the JSON and whose other fields are the FormData arguments' entries.
 */
async function fetchActionBodyWellFormed(request: Request): Promise<boolean> {
  if (!isMultipart(request.headers)) return actionArgumentsWellFormed(await request.clone().text());
  const fields = await request.clone().formData();
  const root = fields.get('0');
  return typeof root === 'string' && actionArgumentsWellFormed(root, { formData: true });
}

export async function malformedActionPost(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  try {
    if (request.headers.has('next-action')) return !(await fetchActionBodyWellFormed(request));
    if (!isProgressiveActionPost(request)) return false;
    return !actionFieldsWellFormed(await request.clone().formData());
  } catch {
    // Not a multipart body at all (no boundary, cut short): Next's own parser fails on it too, with a 500.
    return true;
  }
}
