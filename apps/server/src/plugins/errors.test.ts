import { describe, expect, it } from 'vitest';
import { toValidationIssue } from './errors.js';

describe('422 entries', () => {
  it('names missing fields, short and long strings, e-mails and enums like the spec expects', () => {
    expect(
      toValidationIssue(
        {
          keyword: 'invalid_type',
          instancePath: '/email',
          message: 'Invalid input: expected string, received undefined',
          params: { expected: 'string' },
        },
        'body',
      ),
    ).toEqual({ loc: ['body', 'email'], msg: 'Field required', type: 'missing' });
    expect(
      toValidationIssue(
        {
          keyword: 'too_small',
          instancePath: '/password',
          message: '',
          params: { origin: 'string', minimum: 8 },
        },
        'body',
      ),
    ).toEqual({
      loc: ['body', 'password'],
      msg: 'String should have at least 8 characters',
      type: 'string_too_short',
      ctx: { min_length: 8 },
    });
    expect(
      toValidationIssue(
        {
          keyword: 'too_big',
          instancePath: '/notes',
          message: '',
          params: { origin: 'string', maximum: 500 },
        },
        'body',
      ),
    ).toMatchObject({ type: 'string_too_long', ctx: { max_length: 500 } });
    expect(
      toValidationIssue(
        {
          keyword: 'invalid_format',
          instancePath: '/new_email',
          message: 'x',
          params: { format: 'email' },
        },
        'body',
      ),
    ).toEqual({
      loc: ['body', 'new_email'],
      msg: 'value is not a valid email address',
      type: 'value_error',
    });
    expect(
      toValidationIssue(
        {
          keyword: 'too_small',
          instancePath: '/limit',
          message: 'Too small',
          params: { origin: 'number', minimum: 1 },
        },
        'querystring',
      ),
    ).toEqual({
      loc: ['query', 'limit'],
      msg: 'Too small',
      type: 'greater_than_equal',
      ctx: { ge: 1 },
    });
    expect(
      toValidationIssue(
        {
          keyword: 'invalid_value',
          instancePath: '/tags/0',
          message: 'Invalid option',
          params: { values: ['a'] },
        },
        'body',
      ),
    ).toEqual({
      loc: ['body', 'tags', 0],
      msg: 'Invalid option',
      type: 'enum',
      ctx: { expected: ['a'] },
    });
  });
});
