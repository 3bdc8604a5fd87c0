/**
 * The client's address, for rate limits and the login throttle (always hashed before it is stored:
 * lib/security/secret.ts).
 */
import 'server-only';
import { headers } from 'next/headers';

/** The client's address as the closest proxy (or Next itself) saw it. */
export async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? list.get('x-real-ip') ?? 'unknown';
}
