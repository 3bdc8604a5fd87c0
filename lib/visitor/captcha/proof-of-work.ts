/**
 * The captcha for visitors with JavaScript: an ALTCHA proof of work (docs/decisions/0017). The server
 * hands out a signed challenge (/api/captcha/), the browser finds the counter whose PBKDF2 key starts
 * with the challenge's prefix, and the form carries the solution. Verifying is one HMAC (the derived
 * key is signed with a second key), so a flood of forged solutions costs the server little.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * The work asked: the counter lies in [MIN, MAX), each try one PBKDF2 of COST iterations. About half
 * a second in a phone's browser, thousands of times that for anyone sending forms in bulk.
 */
export const POW = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterMin: 500, counterMax: 2_500, ttlMs: 20 * 60_000 } as const;

export interface PowKeys {
  signature: string;
  keySignature: string;
}

export async function issueChallenge(keys: PowKeys, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: POW.algorithm,
    cost: POW.cost,
    counter: randomInt(POW.counterMin, POW.counterMax),
    deriveKey,
    expiresAt: new Date(now + POW.ttlMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(POW.algorithm),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.literal(POW.cost),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256).optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

export type PowVerdict = { ok: true; key: string; expiresAt: Date } | { ok: false };

/**
 * Checks a solution as the form sent it (base64 JSON). `key` identifies the challenge, so that it is
 * spent once (lib/platform/dal/abuse.ts); anything malformed, forged, expired or wrong is simply not ok.
 */
export async function checkSolution(encoded: string, keys: PowKeys): Promise<PowVerdict> {
  if (!encoded || encoded.length > 4_000) return { ok: false };
  let payload: Payload;
  try {
    payload = PayloadSchema.parse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))) as Payload;
  } catch {
    return { ok: false };
  }
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!expiresAt) return { ok: false };
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (!result.verified) return { ok: false };
  } catch {
    return { ok: false };
  }
  return { ok: true, key: `pow:${payload.challenge.signature}`, expiresAt: new Date(expiresAt * 1000) };
}
