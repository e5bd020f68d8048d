import { describe, expect, it } from 'vitest';
import {
  CLAIM_TEXTS,
  INITIAL_CLAIM_STATE,
  claimMessageOf,
  claimReducer,
  type ClaimEvent,
  type ClaimState,
} from './claim-flow';

const open = { is_claimed: false, can_claim: true };
const run = (events: ClaimEvent[], from: ClaimState = INITIAL_CLAIM_STATE) =>
  events.reduce(claimReducer, from);
const start = (share = open, signedIn = true): ClaimEvent => ({ type: 'start', signedIn, share });

describe('claimReducer', () => {
  it('Claim opens the confirm step; Cancel returns to the first step', () => {
    const confirming = run([start()]);
    expect(confirming.step).toBe('confirm');
    const typed = run([{ type: 'type-message', message: 'Hi!' }], confirming);
    expect(typed.message).toBe('Hi!');
    expect(run([{ type: 'cancel' }], typed)).toEqual(INITIAL_CLAIM_STATE);
  });

  it('asks a signed-out visitor to log in', () => {
    const state = run([start(open, false)]);
    expect(state.step).toBe('initial');
    expect(state.notice).toEqual({ kind: 'login' });
    expect(run([{ type: 'dismiss' }], state).notice).toBeNull();
  });

  it('refuses claimed items and items the viewer may not claim', () => {
    expect(run([start({ is_claimed: true, can_claim: false })]).notice).toEqual({
      kind: 'error',
      message: 'This item has already been claimed',
    });
    expect(run([start({ is_claimed: false, can_claim: false })]).notice).toEqual({
      kind: 'error',
      message: 'You cannot claim this item',
    });
  });

  it('Confirm Claim → claiming → claimed with the server message', () => {
    const claiming = run([start(), { type: 'submit' }]);
    expect(claiming.step).toBe('claiming');
    const done = run([{ type: 'succeeded', success: true, message: 'Enjoy' }], claiming);
    expect(done).toEqual({ step: 'claimed', message: '', notice: null, result: 'Enjoy' });
  });

  it('success false shows "Error" with the message or the default', () => {
    const claiming = run([start(), { type: 'submit' }]);
    expect(run([{ type: 'succeeded', success: false }], claiming)).toMatchObject({
      step: 'confirm',
      notice: { kind: 'error', message: CLAIM_TEXTS.claimFailed },
    });
  });

  it('HTTP 500 is "Claim Status Unclear"; other failures keep the confirm step', () => {
    const claiming = run([start(), { type: 'submit' }]);
    expect(run([{ type: 'failed', status: 500 }], claiming).notice).toEqual({ kind: 'unclear' });
    expect(
      run(
        [{ type: 'failed', status: 409, message: 'This item has already been claimed' }],
        claiming,
      ),
    ).toMatchObject({
      step: 'confirm',
      notice: { kind: 'error', message: 'This item has already been claimed' },
    });
    expect(run([{ type: 'failed', status: 0 }], claiming).notice).toEqual({
      kind: 'error',
      message: 'Failed to claim item. Please try again.',
    });
  });

  it('ignores events that do not fit the step', () => {
    expect(run([{ type: 'submit' }])).toEqual(INITIAL_CLAIM_STATE);
    expect(run([{ type: 'succeeded', success: true }])).toEqual(INITIAL_CLAIM_STATE);
    const claiming = run([start(), { type: 'submit' }]);
    expect(run([{ type: 'cancel' }], claiming).step).toBe('claiming');
  });
});

describe('claimMessageOf', () => {
  it('trims the message and omits it when empty', () => {
    expect(claimMessageOf('  thanks  ')).toBe('thanks');
    expect(claimMessageOf('   ')).toBeUndefined();
  });
});
