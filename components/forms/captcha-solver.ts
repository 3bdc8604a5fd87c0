/**
 * The browser's half of the proof-of-work captcha (docs/decisions/0017): fetches a challenge from
 * /api/captcha/ and finds its solution with WebCrypto, loaded only when a visitor first touches a
 * form. The solution goes into the form's `altcha` field as base64 JSON.
 */

export interface Solving {
  /** The encoded payload, once found; rejects when the challenge could not be fetched or solved. */
  payload: Promise<string>;
}

export function startSolving(): Solving {
  const payload = (async () => {
    const [{ solveChallenge }, { deriveKey }, response] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/pbkdf2'),
      fetch('/api/captcha/', { cache: 'no-store', credentials: 'same-origin' }),
    ]);
    if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
    const challenge = await response.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha: no solution found');
    return btoa(JSON.stringify({ challenge, solution }));
  })();
  // A failure is handled where the payload is awaited; do not report it twice.
  payload.catch(() => {});
  return { payload };
}
