import { describe, expect, it } from 'vitest';
import {
  canRetryImage,
  imageFailureReason,
  initialImageState,
  signedImageReducer,
  type SignedImageEvent,
  type SignedImageState,
} from './signed-image-state';

function run(events: SignedImageEvent[], hasFileId = true, src = '/files/u/f.jpg?sig=1') {
  return events.reduce<SignedImageState>(
    (state, event) => signedImageReducer(state, event, hasFileId),
    initialImageState(src),
  );
}

describe('signed image loading rules', () => {
  it('loads', () => {
    expect(run([{ type: 'loaded' }]).status).toBe('loaded');
  });

  it('refreshes the address automatically on the first failure when it has a file id', () => {
    const state = run([{ type: 'error' }]);
    expect(state).toMatchObject({ status: 'refreshing', autoRefreshed: true, retries: 0 });
    const refreshed = signedImageReducer(state, { type: 'refreshed', src: '/files/new' }, true);
    expect(refreshed).toMatchObject({ status: 'loading', src: '/files/new' });
    expect(refreshed.attempt).toBe(state.attempt + 1);
  });

  it('fails without a second automatic refresh', () => {
    const state = run([
      { type: 'error' },
      { type: 'refreshed', src: '/files/new' },
      { type: 'error' },
    ]);
    expect(state.status).toBe('failed');
  });

  it('fails when the refresh fails, or at once without a file id', () => {
    expect(run([{ type: 'error' }, { type: 'refresh-failed' }]).status).toBe('failed');
    expect(run([{ type: 'error' }], false).status).toBe('failed');
  });

  it('allows 2 retries; the first tries a refresh, the second loads again', () => {
    const failed = run([{ type: 'error' }, { type: 'refresh-failed' }]);
    expect(canRetryImage(failed)).toBe(true);
    const first = signedImageReducer(failed, { type: 'retry' }, true);
    expect(first).toMatchObject({ status: 'refreshing', retries: 1 });
    const failedAgain = signedImageReducer(first, { type: 'refresh-failed' }, true);
    const second = signedImageReducer(failedAgain, { type: 'retry' }, true);
    expect(second).toMatchObject({ status: 'loading', retries: 2 });
    const last = signedImageReducer(second, { type: 'error' }, true);
    expect(last.status).toBe('failed');
    expect(canRetryImage(last)).toBe(false);
    expect(signedImageReducer(last, { type: 'retry' }, true)).toBe(last);
  });

  it('retries without a file id by loading again', () => {
    const failed = run([{ type: 'error' }], false);
    expect(signedImageReducer(failed, { type: 'retry' }, false)).toMatchObject({
      status: 'loading',
      retries: 1,
      attempt: 1,
    });
  });

  it('starts over for a new address', () => {
    const failed = run([{ type: 'error' }, { type: 'refresh-failed' }]);
    expect(signedImageReducer(failed, { type: 'reset', src: '/x' }, true)).toEqual(
      initialImageState('/x'),
    );
  });

  it('says "URL expired" when the address contains the word, else "Failed to load"', () => {
    expect(imageFailureReason('/files/a.jpg?error=expired')).toBe('URL expired');
    expect(imageFailureReason('/files/a.jpg?exp=1&sig=2')).toBe('Failed to load');
    expect(imageFailureReason(null)).toBe('Failed to load');
  });
});
