import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { submissionErrorMessage } from './feedback-errors';

describe('submission errors (spec §8)', () => {
  it('shows the server detail', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Feedback title must be between 5 and 200 characters',
      displayMessage: 'x',
    });
    expect(submissionErrorMessage(error)).toBe(
      'Feedback title must be between 5 and 200 characters',
    );
  });

  it('joins a list of details with commas', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      detail: [
        { loc: ['body', 'feedback_type'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'user_email'], msg: 'bad', type: 'value_error' },
      ],
      displayMessage: 'x',
    });
    expect(submissionErrorMessage(error)).toBe(
      'Feedback type is required, Please enter a valid email address',
    );
  });

  it("falls back to the error's message, then to the default sentence", () => {
    const network = new ApiError({
      kind: 'network',
      status: 0,
      detail: undefined,
      displayMessage: 'Unable to connect to the server.',
    });
    expect(submissionErrorMessage(network)).toBe('Unable to connect to the server.');
    expect(submissionErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(submissionErrorMessage('???')).toBe('Failed to submit feedback. Please try again.');
  });
});
