/**
 * The captcha for visitors without JavaScript (docs/decisions/0017): characters drawn as strokes in
 * an SVG picture (paths, no text a script could read), and a token that carries the answer sealed
 * with the server's key (AES-256-GCM, the expiry as associated data). The server keeps nothing until
 * the answer is checked; then the token is spent, like a proof of work.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Glyphs on a 4 x 6 grid, as strokes ("M" starts one). Only characters no one confuses. */
const GLYPHS: Record<string, string> = {
  '2': 'M0 1L1 0L3 0L4 1L4 2L0 6L4 6',
  '3': 'M0 0L4 0L2 2.5L4 3.5L4 5L3 6L1 6L0 5',
  '4': 'M3 6L3 0L0 4L4 4',
  '5': 'M4 0L0 0L0 3L3 2.5L4 3.5L4 5L3 6L0 6',
  '6': 'M4 0L1 0L0 2L0 5L1 6L3 6L4 5L4 4L3 3L0 3',
  '7': 'M0 0L4 0L1 6',
  '8': 'M1 0L3 0L4 1L4 2L3 3L1 3L0 4L0 5L1 6L3 6L4 5L4 4L3 3M1 3L0 2L0 1L1 0',
  '9': 'M4 3L1 3L0 2L0 1L1 0L3 0L4 1L4 4L3 6L0 6',
  A: 'M0 6L2 0L4 6M1 4L3 4',
  E: 'M4 0L0 0L0 6L4 6M0 3L3 3',
  H: 'M0 0L0 6M4 0L4 6M0 3L4 3',
  K: 'M0 0L0 6M4 0L0 3.5M1.2 2.8L4 6',
  M: 'M0 6L0 0L2 3L4 0L4 6',
  P: 'M0 6L0 0L3 0L4 1L4 2L3 3L0 3',
  R: 'M0 6L0 0L3 0L4 1L4 2L3 3L0 3M2 3L4 6',
  T: 'M0 0L4 0M2 0L2 6',
  U: 'M0 0L0 5L1 6L3 6L4 5L4 0',
  X: 'M0 0L4 6M4 0L0 6',
};

export const CODE_ALPHABET = Object.keys(GLYPHS).join('');
export const CODE = { length: 5, ttlMs: 20 * 60_000 } as const;

/** What a visitor typed, as the answer is kept: upper case, no spaces. */
export function normalizeAnswer(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, 16);
}

/** The 32-byte AES key from a purpose key (base64url of 32 bytes). */
const aesKey = (key: string) => Buffer.from(key, 'base64url').subarray(0, 32);

function seal(key: string, expires: number, answer: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  cipher.setAAD(Buffer.from(String(expires)));
  const sealed = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${expires}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The answer a token carries, if the token is ours and whole; null otherwise. */
export function openToken(token: string, key: string): { expires: number; iv: string; answer: string } | null {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,64})$/.exec(token ?? '');
  if (!match) return null;
  try {
    const sealed = Buffer.from(match[3]!, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', aesKey(key), Buffer.from(match[2]!, 'base64url'));
    decipher.setAAD(Buffer.from(match[1]!));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const answer = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
    return { expires: Number(match[1]), iv: match[2]!, answer };
  } catch {
    return null;
  }
}

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => Number(n.toFixed(1));

/** The picture: each character's strokes moved, scaled and turned a little, over a few stray lines. */
export function drawCode(answer: string): string {
  const width = 40 + answer.length * 34;
  const height = 72;
  const strokes: string[] = [];
  for (let i = 0; i < 3; i++) {
    strokes.push(
      `<path d="M${fixed(rand(0, 20))} ${fixed(rand(10, 62))}Q${fixed(rand(40, width - 40))} ${fixed(rand(0, 72))} ${fixed(rand(width - 20, width))} ${fixed(rand(10, 62))}" stroke-width="1.5" opacity="0.55"/>`,
    );
  }
  [...answer].forEach((char, i) => {
    const scale = rand(6.4, 7.6);
    const x = 24 + i * 34 + rand(-3, 3);
    const y = 14 + rand(-4, 4);
    const angle = rand(-14, 14);
    const jittered = GLYPHS[char]!.replace(/-?\d+(\.\d+)?/g, (n) => String(fixed(Number(n) + rand(-0.18, 0.18))));
    strokes.push(
      `<path transform="translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(angle)} 14 21) scale(${fixed(scale)})" d="${jittered}" stroke-width="${fixed(3.2 / scale)}"/>`,
    );
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f4efe8"/>` +
    `<g fill="none" stroke="#1d2b36" stroke-linecap="round" stroke-linejoin="round">${strokes.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface CodeChallenge {
  /** The picture, as a data URL for an <img>. */
  image: string;
  width: number;
  height: number;
  /** Goes back with the form, in a hidden field. */
  token: string;
}

export function randomAnswer(): string {
  return Array.from({ length: CODE.length }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
}

export function issueCode(key: string, now = Date.now(), answer = randomAnswer()): CodeChallenge {
  return { image: drawCode(answer), width: 40 + answer.length * 34, height: 72, token: seal(key, now + CODE.ttlMs, answer) };
}

export type CodeVerdict = { ok: true; key: string; expiresAt: Date } | { ok: false };

export function checkCode(token: string, typed: string, key: string, now = Date.now()): CodeVerdict {
  const opened = openToken(token, key);
  if (!opened || opened.expires < now) return { ok: false };
  const expected = Buffer.from(opened.answer);
  const given = Buffer.from(normalizeAnswer(typed ?? ''));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  return { ok: true, key: `code:${opened.iv}`, expiresAt: new Date(opened.expires) };
}
