/** A share change in the user's activity feed: the item, its loan or gift, and where it stands. */
export interface ShareActivity {
  item_name: string;
  status: string;
  sharing_type: string;
  owner_id: string;
}

const OWNER_SENTENCES: Record<string, { loan: string; gift: string }> = {
  PENDING: { loan: 'You offered to lend {item}', gift: 'You offered {item} as a gift' },
  CLAIMED: { loan: 'You lent {item}', gift: 'Your gift of {item} was claimed' },
  RETURNED: { loan: '{item} was returned to you', gift: '{item} was given back to you' },
  COMPLETED: { loan: 'Your loan of {item} is complete', gift: 'You gave away {item}' },
  DECLINED: {
    loan: 'Your offer to lend {item} was declined',
    gift: 'Your gift of {item} was declined',
  },
  CANCELLED: { loan: 'You cancelled the loan of {item}', gift: 'You cancelled the gift of {item}' },
  EXPIRED: { loan: 'Your offer to lend {item} expired', gift: 'Your gift of {item} expired' },
};

const RECIPIENT_SENTENCES: Record<string, { loan: string; gift: string }> = {
  PENDING: { loan: 'You were offered {item} to borrow', gift: 'You were offered {item} as a gift' },
  CLAIMED: { loan: 'You borrowed {item}', gift: 'You claimed {item} as a gift' },
  RETURNED: { loan: 'You returned {item}', gift: 'You gave back {item}' },
  COMPLETED: { loan: 'You gave back {item} and the loan is complete', gift: 'You received {item}' },
  DECLINED: { loan: 'You declined to borrow {item}', gift: 'You declined {item}' },
  CANCELLED: { loan: 'The loan of {item} was cancelled', gift: 'The gift of {item} was cancelled' },
  EXPIRED: { loan: 'The offer to lend you {item} expired', gift: 'The gift of {item} expired' },
};

/** The change as a sentence a person would say: "You lent Drill", "You borrowed Ladder". */
export function shareActivitySentence(share: ShareActivity, userId: string): string {
  const sentences = share.owner_id === userId ? OWNER_SENTENCES : RECIPIENT_SENTENCES;
  const forms = sentences[share.status] ?? sentences['PENDING']!;
  const sentence = share.sharing_type === 'BORROW' ? forms.loan : forms.gift;
  return sentence.replace('{item}', share.item_name);
}
