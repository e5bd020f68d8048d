import { GLOBAL_MESSAGES, SERVER_MESSAGES } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  describeHttpError,
  detailToMessages,
  humanizeField,
  joinMessages,
  mapServerMessage,
  mapValidationIssue,
} from './api-errors';

describe('mapServerMessage (spec §8 table)', () => {
  it.each([
    [
      SERVER_MESSAGES.emailAlreadyRegistered,
      'This email is already in use. Try logging in instead.',
    ],
    [
      SERVER_MESSAGES.invalidVerificationCode,
      'The code you entered is incorrect or has expired. Please try again.',
    ],
    [
      SERVER_MESSAGES.incorrectCredentials,
      'Email or password is incorrect. Please check and try again.',
    ],
    [SERVER_MESSAGES.accountInactive, 'Your account has been deactivated. Please contact support.'],
    [
      SERVER_MESSAGES.invalidVerificationToken,
      'Your verification session has expired. Please request a new code.',
    ],
    [SERVER_MESSAGES.passwordIncorrect, 'Current password is incorrect. Please try again.'],
  ])('maps "%s"', (server, shown) => {
    expect(mapServerMessage(server)).toBe(shown);
  });

  it('shows any other message as is', () => {
    expect(mapServerMessage('Can only cancel pending shares')).toBe(
      'Can only cancel pending shares',
    );
  });
});

describe('mapValidationIssue (spec §5, 422 lists)', () => {
  it('maps an invalid e-mail entry', () => {
    expect(
      mapValidationIssue({
        loc: ['body', 'email'],
        msg: 'value is not a valid email address',
        type: 'value_error',
      }),
    ).toBe('Please enter a valid email address');
    expect(
      mapValidationIssue({
        loc: ['body', 'new_email'],
        msg: 'Invalid email',
        type: 'invalid_format',
      }),
    ).toBe('Please enter a valid email address');
  });

  it('maps a too-short entry with ctx.min_length', () => {
    expect(
      mapValidationIssue({
        loc: ['body', 'password'],
        msg: 'String should have at least 8 characters',
        type: 'string_too_short',
        ctx: { min_length: 8 },
      }),
    ).toBe('Password must be at least 8 characters');
    expect(
      mapValidationIssue({
        loc: ['body', 'full_name'],
        msg: 'too short',
        type: 'string_too_short',
        ctx: { min_length: 2 },
      }),
    ).toBe('Full name must be at least 2 characters');
  });

  it('maps a missing entry', () => {
    expect(
      mapValidationIssue({ loc: ['body', 'full_name'], msg: 'Field required', type: 'missing' }),
    ).toBe('Full name is required');
    expect(
      mapValidationIssue({ loc: ['body', 'email'], msg: 'Field required', type: 'missing' }),
    ).toBe('Email is required');
  });

  it('uses the server message otherwise', () => {
    expect(
      mapValidationIssue({
        loc: ['body', 'rating'],
        msg: 'Rating must be between 0 and 5',
        type: 'value_error',
      }),
    ).toBe('Rating must be between 0 and 5');
    expect(
      mapValidationIssue({ loc: ['body', 'password'], msg: 'too short', type: 'string_too_short' }),
    ).toBe('too short');
  });
});

describe('detailToMessages and joinMessages', () => {
  it('shows several 422 entries as a bulleted list', () => {
    const messages = detailToMessages([
      { loc: ['body', 'email'], msg: 'bad', type: 'value_error' },
      { loc: ['body', 'password'], msg: 'short', type: 'string_too_short', ctx: { min_length: 8 } },
    ]);
    expect(messages).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ]);
    expect(joinMessages(messages)).toBe(
      '• Please enter a valid email address\n• Password must be at least 8 characters',
    );
  });

  it('shows one message without a bullet', () => {
    expect(joinMessages(['Only one'])).toBe('Only one');
  });

  it('falls back to the unexpected-error text', () => {
    expect(detailToMessages(undefined)).toEqual([GLOBAL_MESSAGES.unexpected]);
    expect(detailToMessages({ weird: true })).toEqual([GLOBAL_MESSAGES.unexpected]);
    expect(detailToMessages([])).toEqual([GLOBAL_MESSAGES.unexpected]);
  });
});

describe('describeHttpError', () => {
  it('uses the global texts for 5xx and 429', () => {
    expect(describeHttpError(500, 'Internal server error').message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(describeHttpError(429, 'Too many attempts').message).toBe(
      'Backend temporarily unavailable due to rate limiting',
    );
  });

  it('maps the detail for other statuses', () => {
    expect(describeHttpError(401, SERVER_MESSAGES.incorrectCredentials).message).toBe(
      'Email or password is incorrect. Please check and try again.',
    );
  });
});

describe('humanizeField', () => {
  it('turns field names into labels', () => {
    expect(humanizeField('full_name')).toBe('Full name');
    expect(humanizeField('newPassword')).toBe('New password');
    expect(humanizeField('email')).toBe('Email');
  });
});
