import type { NotificationKind } from '@circle/contract';
import {
  AlarmClock,
  BellRing,
  CalendarClock,
  CircleCheck,
  CircleX,
  Hand,
  Inbox,
  Link2Off,
  ShieldAlert,
  ThumbsUp,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<NotificationKind, { icon: LucideIcon; tone: 'accent' | 'warning' | 'muted' }> =
  {
    share_claimed: { icon: Hand, tone: 'accent' },
    share_returned: { icon: Undo2, tone: 'accent' },
    share_completed: { icon: CircleCheck, tone: 'accent' },
    share_declined: { icon: CircleX, tone: 'muted' },
    share_cancelled: { icon: CircleX, tone: 'muted' },
    share_expired: { icon: Link2Off, tone: 'muted' },
    loan_reminder: { icon: BellRing, tone: 'warning' },
    loan_due_tomorrow: { icon: CalendarClock, tone: 'warning' },
    loan_overdue: { icon: AlarmClock, tone: 'warning' },
    loan_overdue_owner: { icon: AlarmClock, tone: 'warning' },
    borrow_request: { icon: Inbox, tone: 'accent' },
    request_approved: { icon: ThumbsUp, tone: 'accent' },
    request_denied: { icon: CircleX, tone: 'muted' },
    household_items_added: { icon: Inbox, tone: 'accent' },
    loan_closed: { icon: CircleX, tone: 'muted' },
    request_expired: { icon: Link2Off, tone: 'muted' },
    warranty_ending: { icon: ShieldAlert, tone: 'warning' },
  };

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { icon: Icon, tone } = ICONS[kind];
  return (
    <span className={`notification-icon notification-icon--${tone}`} aria-hidden>
      <Icon size={20} />
    </span>
  );
}
