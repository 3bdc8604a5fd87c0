import { describe, expect, it } from 'vitest';
import { requestFields } from './request';

describe("a request's fields in the log", () => {
  it("keep nginx's request id, the method and the path without its query", () => {
    const fields = requestFields({
      path: '/nl/inschrijving/?token=tok_9f8e7d6c5b4a',
      method: 'GET',
      headers: { 'x-request-id': '3f2a9c0d8e7b6a5f4e3d2c1b0a998877', cookie: 'vitrine-owner=abc' },
    });
    expect(fields).toEqual({ requestId: '3f2a9c0d8e7b6a5f4e3d2c1b0a998877', method: 'GET', path: '/nl/inschrijving/' });
    expect(JSON.stringify(fields)).not.toContain('abc');
  });

  it('make an id when there is none, or when the one sent is not an id', () => {
    expect(requestFields({ path: '/', method: 'POST', headers: {} }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    const forged = requestFields({ path: '/', method: 'GET', headers: { 'x-request-id': 'x\n{"level":"fatal"}' } });
    expect(forged.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
