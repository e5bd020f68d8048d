import { describe, expect, it } from 'vitest';
import { requestChangeFixture, shareChangeFixture } from '../../../testing/change-fixtures.js';
import { requestChangeMail, shareChangeMail } from './change-mails.js';

const URL = 'https://circle.test';
const TODAY = '2026-11-27';
const share = (overrides: Parameters<typeof shareChangeFixture>[0]) =>
  shareChangeMail(shareChangeFixture(overrides), TODAY, URL);
const request = (overrides: Parameters<typeof requestChangeFixture>[0]) =>
  requestChangeMail(requestChangeFixture(overrides), URL);

describe('the mails a change sends', () => {
  it('mails a share to its invited address only, with its link', () => {
    const invited = share({ change: 'created', recipientId: null, invitedEmail: 'pal@x.test' });
    expect(invited).toMatchObject({ to: ['pal@x.test'] });
    expect(invited!.mail.text).toContain(`${URL}/share/token-1`);
    expect(share({ change: 'created', recipientId: null, invitedEmail: null })).toBeNull();
  });

  it('tells the owner of a claim and the borrower of a reminder', () => {
    expect(share({ change: 'claimed' })).toMatchObject({ to: ['olga@example.com'] });
    expect(share({ change: 'claimed' })!.mail.text).toContain(`${URL}/item/item-1`);
    expect(share({ change: 'reminded' })).toMatchObject({ to: ['ben@example.com'] });
    for (const change of ['returned', 'completed', 'declined', 'cancelled', 'expired'] as const) {
      expect(share({ change })).toBeNull();
    }
  });

  it('leaves scheduled loan reminders to the reader’s preference', () => {
    expect(share({ change: 'due_tomorrow' })).toMatchObject({
      to: ['ben@example.com'],
      optOutUserId: 'borrower',
    });
    expect(share({ change: 'owner_overdue' })).toMatchObject({
      to: ['olga@example.com'],
      optOutUserId: 'owner',
    });
    expect(request({ change: 'expired' })).toMatchObject({
      to: ['rita@example.com'],
      optOutUserId: 'requester',
    });
    // Answers to what a person did are not reminders: nobody opts out of them.
    expect(share({ change: 'claimed' })!.optOutUserId).toBeUndefined();
  });

  it('mails a request to the owner and the answer to the requester', () => {
    expect(request({ change: 'created' })).toMatchObject({ to: ['olga@example.com'] });
    // A household's item: everyone who may answer gets the request.
    const lenders = ['olga@example.com', 'sam@example.com'];
    expect(request({ change: 'created', lenderEmails: lenders })).toMatchObject({ to: lenders });
    const approved = request({ change: 'approved', shareToken: 'share-token' });
    expect(approved).toMatchObject({ to: ['rita@example.com'] });
    expect(approved!.mail.text).toContain(`${URL}/share/share-token`);
    expect(request({ change: 'denied' })!.mail.subject).toBe('Your request for "Kayak"');
    expect(request({ change: 'claimed' })).toBeNull();
    expect(request({ change: 'cancelled' })).toBeNull();
  });
});
