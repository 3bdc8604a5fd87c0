/** A password and its confirmation (demand register now, owner accounts later): 8 to 128 characters. */
import { z } from 'zod';
import { isCommonPassword } from '@/lib/platform/security/common-passwords';
import { whenValid } from './fields';

export const PASSWORD = { min: 8, max: 128 } as const;

/**
 * A new password: 8 to 128 characters, and none of those everyone tries first. That list is checked
 * here, in the browser too, so that it is said with the form's other messages, not in a second round
 * from the server (issue 36).
 */
export const passwordField = () =>
  z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .min(1, { message: 'password' })
      .min(PASSWORD.min, { message: 'passwordTooShort' })
      .max(PASSWORD.max, { message: 'passwordTooLong' })
      .refine((v) => !isCommonPassword(v), { message: 'passwordCommon' }),
  );

/** Adds the "passwords not the same" check on `passwordConfirm`, once both fields are filled in validly. */
export function withConfirmation<T extends z.ZodType<{ password: string; passwordConfirm: string }>>(schema: T) {
  return schema.refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'passwordsDifferent',
    ...whenValid('password', 'passwordConfirm'),
  });
}
