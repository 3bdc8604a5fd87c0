/**
 * The captcha for visitors without JavaScript (docs/decisions/0017, 0036): characters drawn as a
 * raster picture (a PNG: no paths or text for a script to match), and a token that carries the answer sealed
 * with the server's key (AES-256-GCM, the expiry as associated data). The server keeps nothing until
 * the answer is checked; then the token is spent, like a proof of work.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';

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

export const PICTURE = { width: 40 + CODE.length * 34, height: 72 } as const;
/** Pixels drawn per CSS pixel: sharp on high-density screens, still a few kilobytes. */
const DENSITY = 2;
const INK = '#1d2b36';

/**
 * One character's strokes, each segment on its own with its ends moved a little, some segments cut
 * in two with a small gap: the shape a person reads, never the table's path.
 */
function glyphStrokes(char: string): string {
  const pieces: string[] = [];
  for (const stroke of GLYPHS[char]!.split('M').filter(Boolean)) {
    const points = stroke.split('L').map(
      (pair) =>
        pair
          .trim()
          .split(/\s+/)
          .map((n) => Number(n) + rand(-0.22, 0.22)) as [number, number],
    );
    for (let i = 1; i < points.length; i++) {
      const [x1, y1] = points[i - 1]!;
      const [x2, y2] = points[i]!;
      // A bend in the middle of the segment, so straight lines are not straight either.
      const [mx, my] = [(x1 + x2) / 2 + rand(-0.25, 0.25), (y1 + y2) / 2 + rand(-0.25, 0.25)];
      pieces.push(`M${x1.toFixed(2)} ${y1.toFixed(2)}Q${mx.toFixed(2)} ${my.toFixed(2)} ${x2.toFixed(2)} ${y2.toFixed(2)}`);
    }
  }
  return pieces.join('');
}

/** The scene before it becomes pixels: characters turned, scaled and moved one by one, crossed by lines and arcs in the same ink. */
function scene(answer: string): string {
  const { width, height } = PICTURE;
  const parts: string[] = [];
  // Specks behind, so the background is not one colour.
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${fixed(rand(0, width))}" cy="${fixed(rand(0, height))}" r="${fixed(rand(0.6, 1.6))}" fill="${INK}" opacity="${fixed(rand(0.15, 0.4))}"/>`,
    );
  [...answer].forEach((char, i) => {
    const scale = rand(5.6, 6.6);
    const x = 24 + i * 34 + rand(-3, 3);
    const y = 15 + rand(-5, 5);
    const angle = rand(-15, 15);
    const skew = rand(-8, 8);
    parts.push(
      `<path transform="translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(angle)} 12 18) skewX(${fixed(skew)}) scale(${fixed(scale)})" d="${glyphStrokes(char)}" stroke-width="${(rand(2.8, 3.6) / scale).toFixed(3)}"/>`,
    );
  });
  // Lines and arcs across the characters, as thick as a thin stroke of theirs: a program that separates
  // ink from background gets them too.
  for (let i = 0; i < 3; i++) {
    const from = [rand(0, 16), rand(14, height - 14)];
    const to = [rand(width - 16, width), rand(14, height - 14)];
    parts.push(
      `<path d="M${fixed(from[0]!)} ${fixed(from[1]!)}C${fixed(rand(30, width / 2))} ${fixed(rand(-20, height + 20))} ${fixed(rand(width / 2, width - 30))} ${fixed(rand(-20, height + 20))} ${fixed(to[0]!)} ${fixed(to[1]!)}" stroke-width="${fixed(rand(1.1, 1.7))}"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const cx = rand(20, width - 20);
    const cy = rand(16, height - 16);
    const r = rand(8, 22);
    const start = rand(0, Math.PI * 2);
    const end = start + rand(1.2, 2.6);
    parts.push(
      `<path d="M${fixed(cx + r * Math.cos(start))} ${fixed(cy + r * Math.sin(start))}A${fixed(r)} ${fixed(r)} 0 0 1 ${fixed(cx + r * Math.cos(end))} ${fixed(cy + r * Math.sin(end))}" stroke-width="${fixed(rand(1, 1.8))}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * DENSITY}" height="${height * DENSITY}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f4efe8"/>` +
    `<g fill="none" stroke="${INK}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g></svg>`
  );
}

/**
 * The picture, as a PNG data URL: pixels only (docs/decisions/0035). The scene is drawn fresh for every
 * picture, so the same code never gives the same bytes, and nothing in them maps to a character.
 */
export async function drawCode(answer: string): Promise<string> {
  const png = await sharp(Buffer.from(scene(answer)))
    .greyscale()
    .png({ compressionLevel: 9, palette: true, colours: 16 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
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

export async function issueCode(key: string, now = Date.now(), answer = randomAnswer()): Promise<CodeChallenge> {
  return { image: await drawCode(answer), ...PICTURE, token: seal(key, now + CODE.ttlMs, answer) };
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
