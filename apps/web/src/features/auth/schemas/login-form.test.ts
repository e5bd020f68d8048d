import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, validateLoginForm } from './login-form';

describe('sign-in form rules', () => {
  it('gives the spec messages, first problem per field', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLoginForm({ email: 'nope', password: 'short' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
    expect(validateLoginForm({ email: ' ada@example.com ', password: 'longenough' })).toEqual({});
  });

  it('accepts and refuses the same addresses as the other forms (zod)', () => {
    const addresses = [
      'ada@example.com',
      "o'neil+x@mail.co.uk",
      'a.b@c.de',
      'a..b@c.de',
      '.a@b.cd',
    ];
    const more = ['a@b', 'a@b.c', 'a b@c.de', 'a@-b.cd', 'a_b@c-d.ef', 'ada@example.com.'];
    for (const address of [...addresses, ...more]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(z.regexes.email.test(address));
    }
  });
});
