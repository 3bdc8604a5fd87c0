import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkCode, CODE, CODE_ALPHABET, drawCode, issueCode, normalizeAnswer, PICTURE, randomAnswer } from './code';

const KEY = 'k'.repeat(43);

/** A PNG's chunk types, in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

describe('code captcha', () => {
  // The picture used to be an SVG whose paths were the glyph table's, a little moved: a script that
  // matched each path to the table read every code. Now it is pixels, drawn anew every time.
  it('draws pixels only: no path, shape or text a script could match to a character', async () => {
    const answer = 'A7KMX';
    const [first, second] = [await drawCode(answer), await drawCode(answer)];
    expect(first).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(first.split(',')[1]!, 'base64');
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: PICTURE.width * 2, height: PICTURE.height * 2 });
    // The old attack read the drawn paths out of the image's source: here are pixels and nothing else,
    // no text chunk, no vector data, not the code.
    expect(pngChunks(bytes)).toEqual(expect.arrayContaining(['IHDR', 'IDAT', 'IEND']));
    expect(pngChunks(bytes).filter((type) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'].includes(type))).toEqual([]);
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<path|A7KMX/);
    // The same code twice is two different pictures.
    expect(second).not.toBe(first);
  });

  it('draws every character where a person looks for it, in ink darker than the noise', async () => {
    const { data, info } = await sharp(Buffer.from((await drawCode('HHHHH')).split(',')[1]!, 'base64'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const darkIn = (x0: number, x1: number) => {
      let dark = 0;
      for (let y = 0; y < info.height; y++) for (let x = x0; x < x1; x++) if (data[y * info.width + x]! < 96) dark++;
      return dark;
    };
    // Every character's column has far more ink than the lines and specks alone would give.
    const slot = (34 * info.width) / PICTURE.width;
    const columns = Array.from({ length: CODE.length }, (_, i) =>
      darkIn(
        Math.round((24 + i * 34) * (info.width / PICTURE.width)),
        Math.round((24 + i * 34) * (info.width / PICTURE.width) + slot * 0.8),
      ),
    );
    for (const ink of columns) expect(ink).toBeGreaterThan(600);
  });

  it('accepts the right answer, typed in any case and with spaces, until it expires', async () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const answer = randomAnswer();
    expect(answer).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE.length}}$`));
    const challenge = await issueCode(KEY, now, answer);
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
    const typed = ` ${answer.slice(0, 2).toLowerCase()} ${answer.slice(2)} `;
    const verdict = checkCode(challenge.token, typed, KEY, now + 60_000);
    expect(verdict).toMatchObject({ ok: true, key: expect.stringMatching(/^code:/) });
    expect(checkCode(challenge.token, answer, KEY, now + CODE.ttlMs + 1)).toEqual({ ok: false });
  });

  it('refuses a wrong answer, a forged or mangled token and another key', async () => {
    const now = Date.now();
    const answer = 'A7KMX';
    const { token } = await issueCode(KEY, now, answer);
    expect(checkCode(token, answer, KEY, now).ok).toBe(true);
    expect(checkCode(token, 'A7KMY', KEY, now)).toEqual({ ok: false });
    expect(checkCode('', '', KEY, now)).toEqual({ ok: false });
    expect(checkCode(`${token}x`, 'AAAAA', KEY, now)).toEqual({ ok: false });
    expect(checkCode(token.replace(/^\d+/, String(now + 10 ** 9)), 'AAAAA', KEY, now)).toEqual({ ok: false });
    expect(checkCode(token, answer, 'x'.repeat(43), now)).toEqual({ ok: false });
  });

  it('normalizes what was typed', () => {
    expect(normalizeAnswer(' a7 k m\tx ')).toBe('A7KMX');
  });
});
