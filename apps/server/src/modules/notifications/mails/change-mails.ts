import type { RequestChange, ShareChange } from '../../../lib/domain-events.js';
import { loanDueTomorrowMail, loanOverdueMail, loanOverdueOwnerMail } from './loan-mails.js';
import type { RenderedMail } from './mail-layout.js';
import {
  borrowDecisionMail,
  borrowRequestExpiredMail,
  borrowRequestMail,
} from './request-mails.js';
import { returnReminderMail, shareClaimedMail, shareInvitationMail } from './share-mails.js';

/** One mail a change causes: to whom, what, and whether the person may have turned it off. */
export interface ChangeMail {
  /** Each address gets its own copy (a new request goes to everyone who may answer it). */
  to: string[];
  mail: RenderedMail;
  /** The account whose "loan reminders by e-mail" preference decides (scheduled reminders). */
  optOutUserId?: string;
}

/** Where the mails link to: the screens where their reader acts. */
const links = (publicUrl: string) => ({
  share: (token: string) => `${publicUrl}/share/${token}`,
  item: (itemId: string | null) =>
    `${publicUrl}${itemId ? `/item/${itemId}` : '/community?tab=shares'}`,
  borrowed: `${publicUrl}/community?tab=borrowed`,
  lent: `${publicUrl}/community?tab=shares`,
  requests: `${publicUrl}/community?tab=requests`,
  community: `${publicUrl}/community`,
});

/** The mail a share's change sends, if any; `today` sets the tense of due dates. */
export function shareChangeMail(
  change: ShareChange,
  today: string,
  publicUrl: string,
): ChangeMail | null {
  const url = links(publicUrl);
  const { itemName, ownerName, expectedReturnDate } = change;
  switch (change.change) {
    case 'created':
      // Only a share sent to an address is mailed; a link is passed on by its owner.
      if (!change.invitedEmail || change.recipientId) return null;
      return {
        to: [change.invitedEmail],
        mail: shareInvitationMail({
          ownerName,
          itemName,
          sharingType: change.sharingType,
          notes: change.notes,
          expectedReturnDate,
          shareUrl: url.share(change.shareToken),
        }),
      };
    case 'claimed':
      return {
        to: [change.ownerEmail],
        mail: shareClaimedMail({
          claimerName: change.recipientName ?? 'Someone',
          itemName,
          message: change.claimMessage,
          url: url.item(change.itemId),
        }),
      };
    case 'reminded':
      if (!change.recipientEmail) return null;
      return {
        to: [change.recipientEmail],
        mail: returnReminderMail({
          ownerName,
          itemName,
          expectedReturnDate,
          today,
          url: url.borrowed,
        }),
      };
    case 'due_tomorrow':
    case 'overdue':
      if (!change.recipientEmail || !change.recipientId || !expectedReturnDate) return null;
      return {
        to: [change.recipientEmail],
        optOutUserId: change.recipientId,
        mail: (change.change === 'due_tomorrow' ? loanDueTomorrowMail : loanOverdueMail)({
          ownerName,
          itemName,
          expectedReturnDate,
          url: url.borrowed,
        }),
      };
    case 'owner_overdue':
      if (!expectedReturnDate) return null;
      return {
        to: [change.ownerEmail],
        optOutUserId: change.ownerId,
        mail: loanOverdueOwnerMail({
          borrowerName: change.recipientName ?? 'Someone',
          itemName,
          expectedReturnDate,
          url: url.lent,
        }),
      };
    default:
      return null;
  }
}

/** The mail a borrow request's change sends, if any. */
export function requestChangeMail(change: RequestChange, publicUrl: string): ChangeMail | null {
  const url = links(publicUrl);
  const { itemName, ownerName, requesterName } = change;
  switch (change.change) {
    case 'created':
      return {
        to: change.lenderEmails?.length ? change.lenderEmails : [change.ownerEmail],
        mail: borrowRequestMail({
          requesterName,
          itemName,
          message: change.message,
          expectedReturnDate: change.expectedReturnDate,
          expiresAt: new Date(change.expiresAt),
          url: url.requests,
        }),
      };
    case 'approved':
    case 'denied':
      return {
        to: [change.requesterEmail],
        mail: borrowDecisionMail({
          ownerName,
          itemName,
          approved: change.change === 'approved',
          responseMessage: change.responseMessage,
          shareUrl: change.shareToken ? url.share(change.shareToken) : null,
        }),
      };
    case 'expired':
      return {
        to: [change.requesterEmail],
        optOutUserId: change.requesterId,
        mail: borrowRequestExpiredMail({ ownerName, itemName, url: url.community }),
      };
    default:
      return null;
  }
}
