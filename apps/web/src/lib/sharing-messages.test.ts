import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { manageShareFailureNotice, reminderFailureNotice } from './sharing-messages';

const http = (status: number, detail: unknown) =>
  new ApiError({
    kind: 'http',
    status,
    detail,
    displayMessage: typeof detail === 'string' ? detail : 'x',
  });

describe('manageShareFailureNotice', () => {
  it('maps the two known 400 messages to their own toasts', () => {
    expect(
      manageShareFailureNotice(http(400, 'Item must be returned before marking as completed'))
        .title,
    ).toBe('Cannot Mark as Complete');
    expect(manageShareFailureNotice(http(400, 'Can only cancel pending shares')).title).toBe(
      'Cannot Cancel Share',
    );
  });

  it('other 400s: "Action Not Allowed" with the server detail or the fallback', () => {
    expect(manageShareFailureNotice(http(400, 'A gift is not returned.'))).toEqual({
      title: 'Action Not Allowed',
      message: 'A gift is not returned.',
    });
    expect(manageShareFailureNotice(http(400, undefined))).toEqual({
      title: 'Action Not Allowed',
      message: 'This action cannot be performed at this time. Please check the item status.',
    });
  });

  it('anything else: "Action Failed"', () => {
    const failed = {
      title: 'Action Failed',
      message: 'Unable to perform this action. Please try again later.',
    };
    expect(manageShareFailureNotice(http(403, 'Only the owner can cancel a share'))).toEqual(
      failed,
    );
    expect(manageShareFailureNotice(http(500, 'Internal server error'))).toEqual(failed);
    expect(manageShareFailureNotice(new Error('offline'))).toEqual(failed);
  });
});

describe('reminderFailureNotice', () => {
  it('says "Failed" with the server detail, even for 429', () => {
    expect(
      reminderFailureNotice(http(429, 'A reminder was already sent in the last 24 hours.')),
    ).toEqual({ title: 'Failed', message: 'A reminder was already sent in the last 24 hours.' });
  });
});
