/**
 * A form sent without JavaScript reaches Next as a multipart post whose `$ACTION_*` fields name the
 * server action and its bound state as JSON. Next parses them before any code of ours runs and answers
 * a malformed one (a fuzzer, a hand-made post) with a 500; the proxy answers it with a 400 instead.
 * Posts from the browser's own code carry a `next-action` header and are Next's to check (it answers
 * 400 to a wrong one).
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
        if (typeof reference !== 'object' || reference === null || typeof reference.id !== 'string' || !ACTION_ID.test(reference.id)) return false;
      }
    } else if (name.startsWith('$ACTION_ID_') && !ACTION_ID.test(name.slice('$ACTION_ID_'.length))) return false;
  }
  return true;
}

/** A post whose body the proxy reads to check: multipart, from a page without JavaScript. */
export function isProgressiveActionPost(request: Request): boolean {
  return request.method === 'POST' && !request.headers.has('next-action') && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
}

export async function malformedActionPost(request: Request): Promise<boolean> {
  if (!isProgressiveActionPost(request)) return false;
  try {
    return !actionFieldsWellFormed(await request.clone().formData());
  } catch {
    // Not a multipart body at all: Next's own parser refuses it with a 4xx.
    return false;
  }
}
