/**
 * The IDs of the properties in properties.json, read by a streaming scan instead of JSON.parse,
 * for the proxy: it must answer "no such property" with a 404 before rendering (see
 * docs/decisions/0004-not-found-pages.md) without holding a second copy of a 100,000-property
 * catalogue in memory. Only the `ID` keys of the records themselves count (depth: root object →
 * "properties" array → record), not the IDs of pictures or documents inside them.
 */
import fs from 'node:fs';

const CHUNK = 1 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export function scanPropertyIds(file: string): Set<number> {
  const ids = new Set<number>();
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(CHUNK);
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringBytes: number[] = [];
  let lastString = '';
  let expectIdValue = false;
  let number = '';
  try {
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK, null);
      if (read === 0) break;
      for (let i = 0; i < read; i++) {
        const byte = buffer[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) {
            inString = false;
            lastString = stringBytes.length <= 4 ? String.fromCharCode(...stringBytes) : '';
          } else if (stringBytes.length <= 4) stringBytes.push(byte);
          continue;
        }
        if (expectIdValue) {
          if (byte >= 0x30 && byte <= 0x39) {
            number += String.fromCharCode(byte);
            continue;
          }
          if (number) {
            ids.add(Number(number));
            number = '';
            expectIdValue = false;
          }
        }
        switch (byte) {
          case QUOTE:
            inString = true;
            stringBytes = [];
            break;
          case 0x7b: // {
          case 0x5b: // [
            depth++;
            break;
          case 0x7d: // }
          case 0x5d: // ]
            depth--;
            break;
          case 0x3a: // :
            expectIdValue = depth === 3 && lastString === 'ID';
            break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return ids;
}
