/**
 * Reading bodies that come from outside with a cap (every CRM's wire, SweepBright's webhooks): the
 * transfer is cancelled as soon as it passes the cap, so an endless or huge answer never fills memory.
 */
import 'server-only';
import { CrmError } from './errors';

/** A body's bytes up to `max`, or null when it is longer (the rest is not read). */
export async function readUpTo(body: ReadableStream<Uint8Array> | null, max: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A CRM's answer as text, up to `maxBytes`: one that declares more is refused before it is read, one
 * that sends more is cut off; either is a permanent CrmError naming `name` (the call), not the URL.
 */
export async function readCapped(response: Response, maxBytes: number, name: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new CrmError(`${name}: the answer is ${declared} bytes, more than the ${maxBytes} accepted`, { transient: false });
  }
  const body = await readUpTo(response.body, maxBytes);
  if (body === null) throw new CrmError(`${name}: the answer is more than the ${maxBytes} bytes accepted`, { transient: false });
  return body.toString('utf8');
}
