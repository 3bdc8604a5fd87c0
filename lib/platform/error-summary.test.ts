import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

describe('errorSummary', () => {
  it("gives a failed query's reason and never its parameters", () => {
    const cause = Object.assign(new Error('could not extend file "base/5/16400": No space left on device'), { code: '53100' });
    const error = new Error(
      'Failed query: insert into "submissions" ("email", "remark") values ($1, $2)\nparams: jan.claes@example.test,Mijn telefoon is 0470 12 34 56',
      { cause },
    );
    const line = errorSummary(error);
    expect(line).toBe('query failed (insert into "submissions"): could not extend file "base/5/16400": No space left on device [53100]');
    expect(line).not.toContain('example.test');
    expect(line).not.toContain('0470');
  });

  it('names a refused connection on every address, and plain values', () => {
    const refused = new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })], '');
    expect(errorSummary(Object.assign(refused, { code: 'ECONNREFUSED' }))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(errorSummary('down')).toBe('down');
    expect(errorSummary(new Error('first line\nsecond line'))).toBe('first line');
  });
});
