import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_VALUES } from '../schemas/feedback-form.schema';
import { dropEmpty, feedbackFields, feedbackFormData } from './feedback-payload';

const values = {
  ...DEFAULT_FEEDBACK_VALUES,
  feedback_type: 'bug_report',
  feedback_title: 'Upload stuck',
  feedback_content: 'The upload stays at 100 % forever.',
  user_name: 'Ada',
  user_email: 'ada@example.com',
};

describe('feedback payload', () => {
  it('drops empty, null and undefined values', () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: '  ', e: 'x', f: false, g: 0 })).toEqual({
      e: 'x',
      f: 'false',
      g: '0',
    });
  });

  it('sends name and e-mail for an anonymous visitor, never for a signed-in user', () => {
    expect(feedbackFields(values, {}, { signedIn: false })).toMatchObject({
      user_name: 'Ada',
      user_email: 'ada@example.com',
    });
    const signedIn = feedbackFields(values, {}, { signedIn: true });
    expect(signedIn).not.toHaveProperty('user_name');
    expect(signedIn).not.toHaveProperty('user_email');
  });

  it('leaves out "No rating" and the would-recommend answer below rating 3', () => {
    const none = feedbackFields({ ...values, would_recommend: true }, {}, { signedIn: true });
    expect(none).not.toHaveProperty('rating');
    expect(none).not.toHaveProperty('would_recommend');
    const two = feedbackFields(
      { ...values, rating: 2, would_recommend: true },
      {},
      { signedIn: true },
    );
    expect(two.rating).toBe('2');
    expect(two).not.toHaveProperty('would_recommend');
    const four = feedbackFields(
      { ...values, rating: 4, would_recommend: true },
      {},
      { signedIn: true },
    );
    expect(four).toMatchObject({
      rating: '4',
      would_recommend: 'true',
      follow_up_requested: 'false',
    });
  });

  it('adds the context fields, without the empty ones', () => {
    const fields = feedbackFields(
      values,
      { page_url: 'http://localhost/', referrer_url: '', device_type: 'mobile' },
      { signedIn: true },
    );
    expect(fields).toMatchObject({ page_url: 'http://localhost/', device_type: 'mobile' });
    expect(fields).not.toHaveProperty('referrer_url');
  });

  it('builds the multipart body with the screenshot', () => {
    const screenshot = new File(
      [new Uint8Array([137, 80, 78, 71])],
      'screenshot-20251122-101500.png',
      {
        type: 'image/png',
      },
    );
    const body = feedbackFormData({ feedback_type: 'bug_report' }, screenshot);
    expect(body.get('feedback_type')).toBe('bug_report');
    const file = body.get('screenshot');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('screenshot-20251122-101500.png');
    expect(feedbackFormData({ a: 'b' }).has('screenshot')).toBe(false);
  });
});
