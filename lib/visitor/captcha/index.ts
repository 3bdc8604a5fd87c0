/**
 * The captcha of every form (docs/decisions/0017): a proof of work with JavaScript, typed characters
 * without. Either answer is good once: it is spent in the database, so it holds across instances.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { spendCaptcha } from '@/lib/platform/dal/abuse';
import { purposeKey } from '@/lib/platform/security/secret';
import { CONTROL_FIELDS } from '@/lib/visitor/schemas/constants';
import { checkCode, issueCode, type CodeChallenge } from './code';
import { checkSolution, issueChallenge, type PowKeys } from './proof-of-work';

const powKeys = (): PowKeys => ({ signature: purposeKey('captcha'), keySignature: purposeKey('captcha-key') });

/** A new proof-of-work challenge for /api/captcha/. */
export const newChallenge = () => issueChallenge(powKeys());

/** A new picture of characters, for a form sent without JavaScript. */
export const newCode = (): Promise<CodeChallenge> => issueCode(purposeKey('captcha-code'));

export type CaptchaVerdict = 'ok' | 'missing' | 'wrong';

/** Checks and spends the form's captcha answer, whichever kind it sent. */
export async function verifyCaptcha(db: Database, data: FormData): Promise<CaptchaVerdict> {
  const pow = data.get(CONTROL_FIELDS.pow);
  const token = data.get(CONTROL_FIELDS.codeToken);
  let verdict: Awaited<ReturnType<typeof checkSolution>>;
  if (typeof pow === 'string' && pow) verdict = await checkSolution(pow, powKeys());
  else if (typeof token === 'string' && token) {
    const answer = data.get(CONTROL_FIELDS.codeAnswer);
    verdict = checkCode(token, typeof answer === 'string' ? answer : '', purposeKey('captcha-code'));
  } else return 'missing';
  if (!verdict.ok) return 'wrong';
  return (await spendCaptcha(db, verdict.key, verdict.expiresAt)) ? 'ok' : 'wrong';
}
