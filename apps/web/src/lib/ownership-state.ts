import type { InventoryItem, SharingInfo } from '@circle/contract';
import { daysFromToday, formatDay } from './sharing-dates';
import type { Tone } from './item-display';

/** Spec §4 "Ownership banner / card status". */
export type OwnershipKind =
  | 'borrowed'
  | 'lent'
  | 'giving'
  | 'returned'
  | 'recently-returned'
  | 'pending'
  | 'public'
  | 'owned';

/** What the banner offers: share, make private, and the share actions of the §4 table. */
export type OwnershipAction =
  'SHARE' | 'MAKE_PRIVATE' | 'RETURN' | 'REMIND' | 'COMPLETE' | 'CANCEL';

export interface OwnershipState {
  kind: OwnershipKind;
  title: string;
  subtitle: string;
  tone: Tone;
  actions: OwnershipAction[];
  /** The share the actions act on. */
  shareId: string | null;
  /** A loan whose expected return day has passed. */
  overdue: boolean;
  /** Borrowed items are someone else's: no editing, deleting or visibility. */
  readOnly: boolean;
  /** The short status line of the item's card. */
  card: { label: string; tone: Tone };
}

/** A returned loan still reads "Recently Returned" this many days after completion. */
export const RECENTLY_RETURNED_DAYS = 7;

type OwnershipItem = Pick<InventoryItem, 'is_public' | 'is_shareable'> & {
  sharing_info?: SharingInfo | null | undefined;
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "Due in 3 days", "Due tomorrow", "Due today", "2 days overdue" (spec §4 "Lent Out"). */
export function dueText(date: string | null | undefined, now: Date): string | null {
  const days = daysFromToday(date, now);
  if (days === null) return null;
  if (days > 1) return `Due in ${days} days`;
  if (days === 1) return 'Due tomorrow';
  if (days === 0) return 'Due today';
  return `${plural(-days, 'day')} overdue`;
}

function isOverdue(date: string | null | undefined, now: Date): boolean {
  const days = daysFromToday(date, now);
  return days !== null && days < 0;
}

function ownState(item: OwnershipItem): OwnershipState {
  if (item.is_public) {
    return {
      kind: 'public',
      title: 'Public Item',
      subtitle: 'Others can find it in Discover and ask to borrow it.',
      tone: 'accent',
      actions: ['MAKE_PRIVATE', 'SHARE'],
      shareId: null,
      overdue: false,
      readOnly: false,
      card: { label: 'Public Item', tone: 'accent' },
    };
  }
  const status = item.is_shareable ? 'Ready to share' : 'Private';
  return {
    kind: 'owned',
    title: 'Your Item',
    subtitle: status,
    tone: 'success',
    actions: ['SHARE'],
    shareId: null,
    overdue: false,
    readOnly: false,
    card: { label: status, tone: item.is_shareable ? 'success' : 'neutral' },
  };
}

/** The banner and card state of an item, from its sharing_info (spec §4). */
export function deriveOwnership(item: OwnershipItem, now: Date): OwnershipState {
  const info = item.sharing_info;
  const base = { shareId: info?.share_id ?? null, overdue: false, readOnly: false };

  if (info?.is_borrowed) {
    const due = info.borrow_expected_return ?? info.expected_return_date;
    const overdue = isOverdue(due, now);
    const lender = info.borrowed_from_name;
    let subtitle = 'No return date set';
    if (due) {
      subtitle = overdue
        ? `Overdue — it was due back ${formatDay(due)}`
        : `Due back ${formatDay(due)}`;
    }
    return {
      ...base,
      kind: 'borrowed',
      title: lender ? `Borrowed from ${lender}` : 'Borrowed',
      subtitle,
      tone: overdue ? 'warning' : 'info',
      actions: info.share_id ? ['RETURN'] : [],
      overdue,
      readOnly: true,
      card: overdue
        ? { label: 'Overdue', tone: 'warning' }
        : { label: lender ? `Borrowed from ${lender}` : 'Borrowed', tone: 'info' },
    };
  }

  const status = info?.sharing_status;
  const person = info?.shared_with_name;
  if (info && status === 'CLAIMED') {
    if (info.sharing_type === 'DONATE') {
      return {
        ...base,
        kind: 'giving',
        title: 'Giving Away',
        subtitle: `${person ? `Claimed by ${person}. ` : ''}Mark it complete once you have handed it over.`,
        tone: 'accent',
        actions: ['COMPLETE'],
        card: { label: 'Claimed', tone: 'accent' },
      };
    }
    const overdue = isOverdue(info.expected_return_date, now);
    const due = dueText(info.expected_return_date, now);
    return {
      ...base,
      kind: 'lent',
      title: 'Lent Out',
      subtitle: [person ? `Lent to ${person}` : null, due].filter(Boolean).join(' · '),
      tone: overdue ? 'warning' : 'accent',
      actions: info.can_send_reminder ? ['REMIND'] : [],
      overdue,
      card: overdue
        ? { label: 'Overdue', tone: 'warning' }
        : { label: person ? `Lent to ${person}` : 'Lent out', tone: 'accent' },
    };
  }
  if (info && status === 'RETURNED') {
    const when = info.returned_at ? ` on ${formatDay(info.returned_at)}` : '';
    return {
      ...base,
      kind: 'returned',
      title: 'Returned',
      subtitle: `${person ?? 'The borrower'} returned it${when}. Mark the loan complete once you have it back.`,
      tone: 'info',
      actions: ['COMPLETE'],
      card: { label: 'Returned', tone: 'info' },
    };
  }
  if (info && status === 'PENDING') {
    return {
      ...base,
      kind: 'pending',
      title: 'Share Pending',
      subtitle: person
        ? `Waiting for ${person} to claim the link.`
        : 'Waiting for someone to claim the link.',
      tone: 'warning',
      actions: ['CANCEL'],
      card: { label: 'Share pending', tone: 'warning' },
    };
  }
  if (info && status === 'COMPLETED' && info.sharing_type !== 'DONATE') {
    const daysAgo = -(daysFromToday(info.returned_at, now) ?? -Infinity);
    if (daysAgo <= RECENTLY_RETURNED_DAYS) {
      const own = ownState(item);
      return {
        ...own,
        kind: 'recently-returned',
        title: 'Recently Returned',
        subtitle: `Back from ${person ?? 'the borrower'}${
          info.returned_at ? ` since ${formatDay(info.returned_at)}` : ''
        }.`,
        tone: 'success',
        card: { label: 'Recently returned', tone: 'success' },
      };
    }
  }
  return ownState(item);
}
