/**
 * The footer's newsletter form gets only the error and answer texts it can show (components/i18n/
 * island-text-sets.ts): its field's errors and what `handleForm` may answer any form. A text it lacks
 * would show as its key, so these tests hold each list to what the code can produce.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailProblem } from '@/lib/platform/security/email-address';
import { NEWSLETTER_ERRORS, newsletterSchema } from '@/lib/visitor/schemas/newsletter';
import { parseValues } from '@/lib/visitor/schemas/parse';
import { signNewsletter } from './definitions/subscriptions';
import { ANY_FORM_ERRORS, ANY_FORM_MESSAGES, INVALID_MESSAGE } from './state';

/** Addresses as people and robots type them, and values no browser sends. */
const TYPED = [
  '',
  ' ',
  '\t\n',
  'a',
  'a@',
  '@b.be',
  'a@b',
  'a@b.be',
  ' A@B.BE ',
  'a b@c.be',
  'a@b..be',
  'jan@example.be\nBcc: x@y.z',
  `${'a'.repeat(250)}@b.be`,
  'é@b.be',
  'a@-b.be',
];
const SENT: unknown[] = [...TYPED, undefined, null, 42, ['a@b.be', 'c@d.be'], { email: 'a@b.be' }];

describe("the newsletter form's texts", () => {
  it('hold every error its field can have, in the browser and on the server', () => {
    const allowed: readonly string[] = [...NEWSLETTER_ERRORS, ...ANY_FORM_ERRORS];
    const seen = new Set<string>();
    for (const value of TYPED) {
      const problem = emailProblem(value);
      if (problem) seen.add(problem);
    }
    for (const value of SENT) {
      const parsed = parseValues(newsletterSchema, value === undefined ? {} : ({ email: value } as never));
      if (!parsed.ok) for (const key of Object.values(parsed.errors)) seen.add(key!);
    }
    for (const key of seen) expect(allowed, `error "${key}"`).toContain(key);
    // Each of the field's own errors can happen: the list names none for nothing.
    for (const key of NEWSLETTER_ERRORS) expect(seen, `error "${key}"`).toContain(key);
  });

  it('hold every answer: the form adds none to what handleForm may answer any form', () => {
    // check, checkFields, answer and duplicate are how a definition adds answers (lib/visitor/forms/handle.ts).
    expect(Object.keys(signNewsletter).sort()).toEqual(['id', 'outcome', 'rateLimit', 'schema']);
    expect(INVALID_MESSAGE['sign-newsletter']).toBeUndefined();
  });

  it('name every answer and error handleForm gives any form (read from its source)', () => {
    const source = fs.readFileSync(path.join(__dirname, 'handle.ts'), 'utf8');
    const messages = new Set([...source.matchAll(/(?:error\(|message: )'(\w+)'/g)].map((match) => match[1]));
    const errors = new Set([...source.matchAll(/fail\(\{ \w+: '(\w+)' \}\)/g)].map((match) => match[1]));
    expect([...messages].sort()).toEqual([...ANY_FORM_MESSAGES].sort());
    // 'required' is not in handle.ts: parseValues gives it to an issue zod raised itself (a value of an
    // unexpected type), its fallback for issues without one of our keys.
    expect([...errors, 'required'].sort()).toEqual([...ANY_FORM_ERRORS].sort());
  });
});
