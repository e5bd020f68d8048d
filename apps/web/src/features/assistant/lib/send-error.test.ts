import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { chatSendErrorMessage } from './send-error';

const http = (status: number, detail: unknown) =>
  new ApiError({ kind: 'http', status, detail, displayMessage: 'shown' });

describe('chat send errors (spec §8)', () => {
  it('shows the server detail', () => {
    expect(
      chatSendErrorMessage(
        http(502, 'The assistant could not answer right now. Please try again.'),
      ),
    ).toBe('The assistant could not answer right now. Please try again.');
  });

  it('says "Invalid request format" for a 422', () => {
    expect(
      chatSendErrorMessage(http(422, [{ loc: ['body', 'query'], msg: 'x', type: 'too_big' }])),
    ).toBe('Invalid request format');
  });

  it('falls back to the default sentence', () => {
    expect(
      chatSendErrorMessage(
        new ApiError({ kind: 'network', status: 0, detail: undefined, displayMessage: 'x' }),
      ),
    ).toBe('An error occurred while sending your message. Please try again.');
    expect(chatSendErrorMessage(new Error('boom'))).toBe(
      'An error occurred while sending your message. Please try again.',
    );
  });
});
