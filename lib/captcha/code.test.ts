import { describe, expect, it } from 'vitest';
import { checkCode, CODE, CODE_ALPHABET, drawCode, issueCode, normalizeAnswer, randomAnswer } from './code';

const KEY = 'k'.repeat(43);

describe('code captcha', () => {
  it('draws an SVG of strokes only: no text for a script to read', () => {
    const svg = Buffer.from(drawCode('A7KMX').split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text|A7KMX/);
    expect(svg.match(/<path/g)).toHaveLength(3 + 5);
  });

  it('accepts the right answer, typed in any case and with spaces, until it expires', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const answer = randomAnswer();
    expect(answer).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE.length}}$`));
    const challenge = issueCode(KEY, now, answer);
    expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const typed = ` ${answer.slice(0, 2).toLowerCase()} ${answer.slice(2)} `;
    const verdict = checkCode(challenge.token, typed, KEY, now + 60_000);
    expect(verdict).toMatchObject({ ok: true, key: expect.stringMatching(/^code:/) });
    expect(checkCode(challenge.token, answer, KEY, now + CODE.ttlMs + 1)).toEqual({ ok: false });
  });

  it('refuses a wrong answer, a forged or mangled token and another key', () => {
    const now = Date.now();
    const answer = 'A7KMX';
    const { token } = issueCode(KEY, now, answer);
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
