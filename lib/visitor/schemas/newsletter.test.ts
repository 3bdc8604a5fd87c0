import { describe, expect, it } from 'vitest';
import { emailProblem } from '../../platform/security/email-address';
import { newsletterSchema } from './newsletter';
import { parseValues } from './parse';

// The footer's newsletter form checks the address in the browser with emailProblem (no zod on every
// page); the server checks it with the schema. Both must say the same.
const CASES: [string, 'email' | 'emailInvalid' | undefined][] = [
  ['', 'email'],
  ['   ', 'email'],
  ['els@example.be', undefined],
  ['  Els.Peeters+news@Example.co.uk ', undefined],
  ['els@@example.be', 'emailInvalid'],
  ['els@example', 'emailInvalid'],
  ['Els <els@example.be>', 'emailInvalid'],
  ['els@example.be, jan@example.be', 'emailInvalid'],
  ['els@-example.be', 'emailInvalid'],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.be`, 'emailInvalid'],
];

describe('emailProblem', () => {
  it.each(CASES)('%j: %s', (value, expected) => {
    expect(emailProblem(value)).toBe(expected);
    const parsed = parseValues(newsletterSchema, { email: value });
    expect(parsed.ok ? undefined : parsed.errors.email).toBe(expected);
  });
});
