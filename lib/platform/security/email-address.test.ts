import { describe, expect, it } from 'vitest';
import { emailProblem, normalizedAddress } from './email-address';

describe('emailProblem', () => {
  it('names the empty and the malformed address', () => {
    expect(emailProblem('  ')).toBe('email');
    expect(emailProblem('els@example.be')).toBeUndefined();
    expect(emailProblem('Els <els@example.be>')).toBe('emailInvalid');
  });
});

describe('one mailbox however it is written', () => {
  it('lower-cases and drops a +tag, so a limit per recipient holds', () => {
    expect(normalizedAddress(' Tom+Deal1@Example.TEST ')).toBe('tom@example.test');
    expect(normalizedAddress('tom@example.test')).toBe('tom@example.test');
    expect(normalizedAddress('tom.claes@example.test')).toBe('tom.claes@example.test');
  });
});
