import { describe, expect, it } from 'vitest';
import {
  SHARE_FORM_ALERTS,
  SHARE_FORM_MESSAGES,
  defaultShareFormValues,
  returnDateError,
  shareFormAlert,
  shareFormSchema,
  toShareCreateRequest,
  type ShareFormValues,
} from './share-form.schema';

const today = new Date(2025, 10, 22, 10, 30); // Nov 22, 2025

function errorsOf(values: Partial<ShareFormValues>) {
  const result = shareFormSchema(today).safeParse({ ...defaultShareFormValues(today), ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('share form defaults', () => {
  it('lends, due back 7 days ahead', () => {
    expect(defaultShareFormValues(today)).toEqual({
      sharing_type: 'BORROW',
      notes: '',
      expected_return_date: '2025-11-29',
      notify_email: '',
    });
    expect(errorsOf({})).toEqual({});
  });
});

describe('return date', () => {
  it('needs the YYYY-MM-DD format and a real day', () => {
    expect(returnDateError('29/11/2025', today)).toBe(SHARE_FORM_MESSAGES.dateFormat);
    expect(returnDateError('2025-11-3', today)).toBe('Please use YYYY-MM-DD format');
    expect(returnDateError('2025-02-30', today)).toBe('Invalid date format');
    expect(returnDateError('2025-13-01', today)).toBe('Invalid date format');
  });

  it('must be after today', () => {
    expect(returnDateError('2025-11-22', today)).toBe('Return date must be in the future');
    expect(returnDateError('2025-11-01', today)).toBe('Return date must be in the future');
    expect(returnDateError('2025-11-23', today)).toBeNull();
  });

  it('is at most 2 years ahead', () => {
    expect(returnDateError('2027-11-22', today)).toBeNull();
    expect(returnDateError('2027-11-23', today)).toBe(
      'Return date cannot be more than 2 years in the future',
    );
  });

  it('only matters when lending; empty means the default', () => {
    expect(errorsOf({ expected_return_date: '2020-01-01' })).toEqual({
      expected_return_date: 'Return date must be in the future',
    });
    expect(errorsOf({ sharing_type: 'DONATE', expected_return_date: '2020-01-01' })).toEqual({});
    expect(errorsOf({ expected_return_date: '' })).toEqual({});
  });
});

describe('e-mail and notes', () => {
  it('takes an empty or basic e-mail address', () => {
    expect(errorsOf({ notify_email: '' })).toEqual({});
    expect(errorsOf({ notify_email: ' friend@example.com ' })).toEqual({});
    expect(errorsOf({ notify_email: 'friend@example' })).toEqual({
      notify_email: 'Please enter a valid email address or leave it empty.',
    });
    expect(errorsOf({ notify_email: 'two words@example.com' })).toHaveProperty('notify_email');
  });

  it('keeps notes to 500 characters', () => {
    expect(errorsOf({ notes: 'x'.repeat(500) })).toEqual({});
    expect(errorsOf({ notes: 'x'.repeat(501) })).toHaveProperty('notes');
  });
});

describe('shareFormAlert', () => {
  it('raises the alerts of spec §5', () => {
    expect(
      shareFormAlert({ expected_return_date: { message: SHARE_FORM_MESSAGES.dateNotFuture } }),
    ).toEqual({
      title: 'Invalid Return Date',
      message: 'The expected return date must be in the future. Please select a date after today.',
    });
    expect(
      shareFormAlert({ expected_return_date: { message: SHARE_FORM_MESSAGES.dateTooFar } }),
    ).toBe(SHARE_FORM_ALERTS.dateTooFar);
    expect(shareFormAlert({ notify_email: { message: 'x' } })).toEqual({
      title: 'Invalid Email',
      message: 'Please enter a valid email address or leave it empty.',
    });
    expect(shareFormAlert({})).toBeNull();
  });
});

describe('toShareCreateRequest', () => {
  it('sends the return date only when lending and leaves empty fields out', () => {
    expect(
      toShareCreateRequest({
        sharing_type: 'BORROW',
        notes: '  take care ',
        expected_return_date: '2025-12-01',
        notify_email: '',
      }),
    ).toEqual({
      sharing_type: 'BORROW',
      notes: 'take care',
      expected_return_date: '2025-12-01',
      expires_in_hours: 168,
    });
    expect(
      toShareCreateRequest({
        sharing_type: 'DONATE',
        notes: '',
        expected_return_date: '2025-12-01',
        notify_email: 'a@b.co',
      }),
    ).toEqual({ sharing_type: 'DONATE', notify_email: 'a@b.co', expires_in_hours: 168 });
  });
});
