/**
 * Finds the elements of one top-level array of a JSON file without holding the file: it is read in
 * chunks and a small scanner (strings, escapes, depth) hands each element of the array on over as text
 * with its byte range, for JSON.parse one at a time. Everything outside the array comes back as the
 * "shell" (the file with the array emptied), to be parsed and validated as usual.
 *
 * It follows the structure only: whatever it cannot follow (unbalanced brackets, an empty element, a
 * second array under the same name, no such array) makes it give up (null), and the caller reads the
 * file whole to get JSON.parse's own message. Used for properties.json (lib/catalogue/data/validate.ts).
 */
import fs from 'node:fs';

/** Where an element lies in the file: its bytes [start, end). */
export interface ByteRange {
  start: number;
  end: number;
}

const CHUNK = 4 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function indexOrEnd(data: Buffer, byte: number, from: number): number {
  const at = data.indexOf(byte, from);
  return at < 0 ? data.length : at;
}

/**
 * Calls `element` with the text and byte range of each element of the array under `key` in the file's
 * root object, in order; `element` returns false to give up. Returns the shell, or null on giving up.
 * `bytes` sees every byte of the file once, in order, as it is read (to hash what was read).
 * `chunkSize` is for tests.
 */
export function scanArray(
  file: string,
  key: string,
  element: (text: string, range: ByteRange) => boolean,
  { bytes, chunkSize = CHUNK }: { bytes?: (chunk: Buffer) => void; chunkSize?: number } = {},
): string | null {
  const target = Buffer.from(key);
  const chunk = Buffer.allocUnsafe(chunkSize);
  const shell: Buffer[] = [];
  const fd = fs.openSync(file, 'r');
  try {
    let data = Buffer.alloc(0);
    let base = 0; // the file offset of data[0]
    let position = 0;
    let depth = 0;
    let inString = false;
    let escaped = false;
    let match = -1; // how much of `key` a string in the root object matches so far, -1 when it cannot
    let keyString = false; // the last string in the root object was `key`
    let atKey = false; // the value being read in the root object is `key`'s
    let found = 0;
    let inArray = false;
    let elementStart = -1;
    let lastByte = -1; // file offset of the last byte that is not white space
    let afterComma = false;
    let carried: Buffer | null = null; // the start of an element cut by the previous chunk's end
    for (let read; (read = fs.readSync(fd, chunk, 0, chunkSize, position)) > 0; ) {
      const fresh = chunk.subarray(0, read);
      bytes?.(fresh);
      data = carried ? Buffer.concat([carried, fresh]) : fresh;
      base = carried ? elementStart : position;
      position += read;
      let segment = data.length - read; // start of the bytes outside the array not yet in the shell
      // Inside a string below the root object only a quote or a backslash matters: skip to the next one.
      let nextQuote = -1;
      let nextBackslash = -1;
      for (let i = data.length - read; i < data.length; i++) {
        if (inString && !escaped && depth !== 1) {
          if (nextQuote < i) nextQuote = indexOrEnd(data, QUOTE, i);
          if (nextBackslash < i) nextBackslash = indexOrEnd(data, BACKSLASH, i);
          i = Math.min(nextQuote, nextBackslash);
          if (i === data.length) break;
        }
        const c = data[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) {
            inString = false;
            lastByte = base + i;
            if (depth === 1) keyString = match === target.length;
          }
          if (match >= 0) match = match < target.length && c === target[match] ? match + 1 : c === QUOTE ? match : -1;
          continue;
        }
        if (isSpace(c)) continue;
        if (inArray && depth === 2) {
          if (c === COMMA || c === CLOSE_BRACKET) {
            if (elementStart < 0) {
              if (c === COMMA || afterComma) return null;
            } else {
              const text = data.toString('utf8', elementStart - base, lastByte + 1 - base);
              if (!element(text, { start: elementStart, end: lastByte + 1 })) return null;
              elementStart = -1;
            }
            afterComma = c === COMMA;
            if (c === COMMA) continue;
            inArray = false;
            depth = 1;
            segment = i;
            continue;
          }
          if (c === CLOSE_BRACE) return null;
          if (elementStart < 0) elementStart = base + i;
        }
        lastByte = base + i;
        if (c === QUOTE) {
          inString = true;
          match = depth === 1 ? 0 : -1;
        } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
          if (c === OPEN_BRACKET && depth === 1 && atKey) {
            if (++found > 1) return null;
            inArray = true;
            afterComma = false;
            shell.push(Buffer.from(data.subarray(segment, i + 1)));
          }
          depth++;
        } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          if (--depth < 0) return null;
        } else if (depth === 1 && c === COLON) atKey = keyString;
        else if (depth === 1 && c === COMMA) atKey = keyString = false;
      }
      if (!inArray) shell.push(Buffer.from(data.subarray(segment)));
      // Copied: the next read overwrites the chunk. Outside the array nothing needs carrying.
      carried = inArray && elementStart >= 0 ? Buffer.from(data.subarray(elementStart - base)) : null;
    }
    if (found !== 1 || inArray || inString || depth !== 0) return null;
    return Buffer.concat(shell).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** The bytes of one range of a file, as text. */
export function readRange(file: string | number, range: ByteRange): string {
  const bytes = Buffer.allocUnsafe(range.end - range.start);
  // A descriptor given stays open: its holder pinned the file's content (lib/catalogue/data/store.ts).
  const fd = typeof file === 'number' ? file : fs.openSync(file, 'r');
  try {
    let done = 0;
    while (done < bytes.length) {
      const read = fs.readSync(fd, bytes, done, bytes.length - done, range.start + done);
      if (read === 0) break;
      done += read;
    }
    return bytes.toString('utf8', 0, done);
  } finally {
    if (typeof file !== 'number') fs.closeSync(fd);
  }
}
