import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRange, scanArray, type ByteRange } from './json-records';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-records-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

let n = 0;
function fileWith(text: string): string {
  const file = path.join(temp, `${n++}.json`);
  fs.writeFileSync(file, text);
  return file;
}

function scan(file: string, chunkSize?: number) {
  const elements: { value: unknown; range: ByteRange }[] = [];
  const shell = scanArray(file, 'properties', (text, range) => (elements.push({ value: JSON.parse(text), range }), true), { chunkSize });
  return { shell: shell === null ? null : JSON.parse(shell), elements };
}

describe('scanArray', () => {
  const sample = path.join(process.cwd(), 'data', 'properties.json');
  const whole = JSON.parse(fs.readFileSync(sample, 'utf8')) as { properties: unknown[] };

  it.each([13, 4096, undefined])('finds every record of the sample with its bytes (chunks of %s)', (chunkSize) => {
    const { shell, elements } = scan(sample, chunkSize);
    expect(shell).toEqual({ ...whole, properties: [] });
    expect(elements.map((e) => e.value)).toEqual(whole.properties);
    for (const { value, range } of elements.slice(0, 5)) expect(JSON.parse(readRange(sample, range))).toEqual(value);
  });

  it('shows every byte of the file once, in order, as it reads (the snapshot hashes them)', () => {
    for (const chunkSize of [13, undefined]) {
      const chunks: Buffer[] = [];
      scanArray(sample, 'properties', () => true, { chunkSize, bytes: (chunk) => chunks.push(Buffer.from(chunk)) });
      expect(Buffer.concat(chunks).equals(fs.readFileSync(sample))).toBe(true);
    }
  });

  it('follows strings with escapes, brackets and multi-byte characters, wherever the chunks cut them', () => {
    const records = [{ a: 'x"]}[{,\\', b: ['é–€😀', { c: '\\"' }] }, 'a string', 42, [1, [2]], { properties: [{ nested: true }] }];
    const text = JSON.stringify({ $schema: '"properties": [', other: { properties: [9] }, properties: records, after: [1] }, null, 1);
    const file = fileWith(text);
    for (const chunkSize of [1, 2, 3, 5, 64]) {
      const { shell, elements } = scan(file, chunkSize);
      expect(shell).toEqual({ $schema: '"properties": [', other: { properties: [9] }, properties: [], after: [1] });
      expect(elements.map((e) => e.value)).toEqual(records);
    }
  });

  it('gives up on what it cannot follow, so the caller reads the file whole', () => {
    for (const text of [
      '{"properties": [{"a": 1},]}',
      '{"properties": [,{"a": 1}]}',
      '{"properties": [{"a": 1}}',
      '{"properties": [{"a": "1}]}',
      '{"properties": {"a": 1}}',
      '{"items": []}',
      '{"properties": [], "properties": [1]}',
      '{"properties": [{"a": 1}]',
    ])
      expect(scan(fileWith(text)).shell, text).toBeNull();
  });

  it('hands over an empty array as no elements', () => {
    expect(scan(fileWith('{ "properties": [ ] }'))).toEqual({ shell: { properties: [] }, elements: [] });
  });
});
