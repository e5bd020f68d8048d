import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadNotificationCount } from '../api/get-notifications';
import './notifications.css';
import '@/components/ui/button.css';

/** The bell in the tab header: opens the notifications, with the unread count on it. */
export function NotificationBell() {
  const { data: unread = 0 } = useUnreadNotificationCount();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to="/notifications"
      className="icon-btn notification-bell"
      aria-label={label}
      title={label}
    >
      <Bell size={22} aria-hidden />
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
