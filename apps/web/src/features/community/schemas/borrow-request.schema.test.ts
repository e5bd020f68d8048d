import { describe, expect, it } from 'vitest';
import {
  BORROW_REQUEST_ALERTS,
  borrowRequestAlert,
  requestBlocker,
  returnDateBounds,
  toBorrowRequestBody,
} from './borrow-request.schema';

const today = new Date(2025, 10, 22, 18); // Nov 22, 2025

describe('borrow request rules', () => {
  it('the date picker runs from tomorrow to 6 months ahead', () => {
    expect(returnDateBounds(today)).toEqual({ min: '2025-11-23', max: '2026-05-22' });
  });

  it('message at most 500 characters', () => {
    expect(
      borrowRequestAlert({ message: 'x'.repeat(500), expectedReturnDate: '' }, today),
    ).toBeNull();
    expect(borrowRequestAlert({ message: 'x'.repeat(501), expectedReturnDate: '' }, today)).toEqual(
      {
        title: 'Message Too Long',
        message: 'Please keep your message under 500 characters.',
      },
    );
  });

  it('an optional return date in the future', () => {
    const alert = (date: string) =>
      borrowRequestAlert({ message: '', expectedReturnDate: date }, today);
    expect(alert('2025-11-23')).toBeNull();
    expect(alert('2026-05-22')).toBeNull();
    expect(alert('2025-11-22')).toEqual({
      title: 'Invalid Date',
      message: 'Please select a future date for the expected return.',
    });
    expect(alert('2026-05-23')).toBe(BORROW_REQUEST_ALERTS.invalidDate);
    expect(alert('nonsense')).toBe(BORROW_REQUEST_ALERTS.invalidDate);
  });

  it('owners and unavailable items cannot be requested', () => {
    expect(requestBlocker({ isOwn: true, is_available: false, is_shareable: true })).toEqual({
      title: 'Cannot Request',
      message: 'You cannot request to borrow your own safeItem.',
    });
    expect(requestBlocker({ isOwn: false, is_available: true, is_shareable: false })).toEqual({
      title: 'Not Available',
      message: 'This item is not currently available for borrowing.',
    });
    expect(requestBlocker({ isOwn: false, is_available: true, is_shareable: true })).toBeNull();
  });

  it('sends only Borrow, empty fields left out', () => {
    expect(toBorrowRequestBody({ message: '  ', expectedReturnDate: '' })).toEqual({
      sharing_type: 'BORROW',
    });
    expect(toBorrowRequestBody({ message: ' hi ', expectedReturnDate: '2025-12-01' })).toEqual({
      sharing_type: 'BORROW',
      message: 'hi',
      expected_return_date: '2025-12-01',
    });
  });
});
