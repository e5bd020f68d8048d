import { describe, expect, it } from 'vitest';
import { loanDueTomorrowMail, loanOverdueOwnerMail } from './loan-mails.js';
import { borrowRequestMail } from './request-mails.js';
import { returnReminderMail, shareClaimedMail, shareInvitationMail } from './share-mails.js';

const reminder = (expectedReturnDate: string | null, today: string) =>
  returnReminderMail({
    ownerName: 'Olga',
    itemName: 'Drill',
    expectedReturnDate,
    today,
    url: 'https://circle.example/community?tab=borrowed',
  });

describe('mail templates', () => {
  it('writes the owner’s reminder in the tense of its due date', () => {
    expect(reminder('2026-11-30', '2026-11-27').text).toContain('It is due back on Nov 30, 2026.');
    expect(reminder('2026-11-30', '2026-11-30').text).toContain(
      'It is due back today, Nov 30, 2026.',
    );
    expect(reminder('2026-11-30', '2026-12-02').text).toContain('It was due back on Nov 30, 2026.');
    expect(reminder(null, '2026-12-02').text).not.toContain('due back');
  });

  it('links the reminder and the claim to the screen where the recipient acts', () => {
    const remind = reminder('2026-11-30', '2026-11-27');
    expect(remind.text).toContain('See your loans: https://circle.example/community?tab=borrowed');
    expect(remind.html).toContain('https://circle.example/community?tab=borrowed');
    const claimed = shareClaimedMail({
      claimerName: 'Ben',
      itemName: 'Drill',
      message: null,
      url: 'https://circle.example/item/item-1',
    });
    expect(claimed.text).toContain('See the item: https://circle.example/item/item-1');
    const request = borrowRequestMail({
      requesterName: 'Ben',
      itemName: 'Drill',
      message: null,
      expectedReturnDate: '2026-12-10',
      expiresAt: new Date('2026-12-04T09:15:00Z'),
      url: 'https://circle.example/community?tab=requests',
    });
    expect(request.text).toContain(
      'Answer the request: https://circle.example/community?tab=requests',
    );
  });

  it('writes dates as people read them, never in the ISO form', () => {
    const mails = [
      borrowRequestMail({
        requesterName: 'Ben',
        itemName: 'Drill',
        message: null,
        expectedReturnDate: '2026-12-10',
        expiresAt: new Date('2026-12-04T09:15:00Z'),
        url: 'https://circle.example/community?tab=requests',
      }),
      shareInvitationMail({
        ownerName: 'Olga',
        itemName: 'Drill',
        sharingType: 'BORROW',
        notes: null,
        expectedReturnDate: '2026-11-30',
        shareUrl: 'https://circle.example/share/abc',
      }),
      loanDueTomorrowMail({
        ownerName: 'Olga',
        itemName: 'Drill',
        expectedReturnDate: '2026-11-30',
        url: 'https://circle.example/community?tab=borrowed',
      }),
      loanOverdueOwnerMail({
        borrowerName: 'Ben',
        itemName: 'Drill',
        expectedReturnDate: '2026-11-30',
        url: 'https://circle.example/community?tab=shares',
      }),
    ];
    expect(mails[0]!.text).toContain('They would return it by Dec 10, 2026.');
    expect(mails[0]!.text).toContain('You have until Dec 4, 2026 to approve or deny the request.');
    expect(mails[1]!.text).toContain('Expected back by Nov 30, 2026.');
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
