import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { assertUncommonPassword, isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it('finds the most used passwords, whatever their case', () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('Tz8#quill-vane')).toBe(false);
  });

  it('refuses a common one with a validation issue on the named field', () => {
    const error = (() => {
      try {
        assertUncommonPassword('password', 'new_password');
      } catch (caught) {
        return caught;
      }
    })() as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(422);
    expect(error.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'new_password'], type: 'value_error' }),
    ]);
  });
});
