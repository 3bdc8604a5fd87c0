/**
 * A server action that finds its arguments malformed (a hand-made post with the right action id: a
 * string where the form's data belongs) answers 400 rather than throwing, which Next would answer
 * with a 500 and a stack trace. Next gives an action no way to set its status, so the action marks
 * its request, and the server's front (server/front.cjs) sends the answer with a 400 (decision 0035).
 */
import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_ID_HEADER } from './client-address';

const BAD_REQUESTS_KEY = Symbol.for('vitrine.badRequests');

function badRequests(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (store[BAD_REQUESTS_KEY] ??= new Set());
}

/** Marks the current request as malformed: the front answers it 400. */
export async function markBadRequest(): Promise<void> {
  const id = (await headers()).get(REQUEST_ID_HEADER);
  if (id) badRequests().add(id);
}

/** Whether a form action was given a form's data (FormData), as every page sends it. */
export function isFormData(value: unknown): value is FormData {
  return value instanceof FormData;
}
