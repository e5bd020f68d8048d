import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.js';

/**
 * The most used passwords of public breaches (about 49,000, shipped with the package, so the
 * check works offline). Compared without case: "Password1" is as guessable as "password1".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** 422 in the validation shape, on `field` of the body, for a password found in the list. */
export function assertUncommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError(422, [
    { loc: ['body', field], msg: COMMON_PASSWORD_MESSAGE, type: 'value_error' },
  ]);
}
