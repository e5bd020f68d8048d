import { monthDay } from '@/lib/calendar-text';
import type { Notification, NotificationKind } from '@circle/contract';

/** Notifications an owner receives about their own item: they open the item. */
const OWNER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'share_claimed',
  'share_returned',
  'share_declined',
  'share_expired',
  'loan_overdue_owner',
  'warranty_ending',
]);

/** Where a notification opens: the item, the borrowed list, or the requests of either side. */
export function notificationTarget(notification: Pick<Notification, 'kind' | 'item_id'>): string {
  const { kind, item_id: itemId } = notification;
  if (OWNER_KINDS.has(kind)) return itemId ? `/item/${itemId}` : '/community?tab=shares';
  switch (kind) {
    case 'household_items_added':
      return itemId ? `/item/${itemId}` : '/browse';
    case 'loan_closed':
      return itemId ? `/item/${itemId}` : '/community?tab=borrowed';
    case 'borrow_request':
      return '/community?tab=requests';
    case 'request_approved':
    case 'request_denied':
    case 'request_expired':
      return '/community?tab=requests&subTab=sent';
    default:
      return '/community?tab=borrowed';
  }
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3_600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3_600)} h ago`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d ago`;
  return monthDay(new Date(iso));
}
