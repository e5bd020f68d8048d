import type { Notification } from '@circle/contract';
import { BellOff, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/lib/cx';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationTarget, timeAgo } from '../lib/notification-links';
import { NotificationIcon } from './notification-icon';
import './notifications.css';
import '@/components/ui/page.css';

function NotificationRow({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={cx('notification-row', !notification.read && 'notification-row--unread')}
        onClick={() => onOpen(notification)}
      >
        <NotificationIcon kind={notification.kind} />
        <span className="notification-row__text">
          <span className="notification-row__title">{notification.title}</span>
          <span className="notification-row__body">{notification.body}</span>
          <time className="notification-row__time" dateTime={notification.created_at}>
            {timeAgo(notification.created_at, now)}
          </time>
        </span>
        {notification.read ? null : (
          <span className="notification-row__dot" aria-label="Unread" role="img" />
        )}
      </button>
    </li>
  );
}

/** Every notification, newest first; opening one marks it read and goes to its share or request. */
export function NotificationsScreen() {
  const navigate = useNavigate();
  const now = useNow(60_000);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const pages = notifications.data?.pages ?? [];
  const items = pages.flatMap((page) => page.notifications);
  const unread = pages[0]?.unread_count ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    void navigate(notificationTarget(notification));
  };

  const markAll =
    unread > 0 ? (
      <Button
        variant="ghost"
        size="sm"
        icon={<CheckCheck size={18} aria-hidden />}
        loading={markRead.isPending}
        onClick={() => markRead.mutate({ all: true })}
      >
        Mark all read
      </Button>
    ) : null;

  return (
    <>
      <StackHeader title="Notifications" backTo="/" actions={markAll} />
      <div className="page page--narrow">
        {notifications.isPending ? (
          <div className="notifications__loading">
            <Spinner label="Loading notifications..." />
          </div>
        ) : notifications.isError ? (
          <ErrorState
            title="Could not load notifications"
            message="Check your connection and try again."
            onRetry={() => void notifications.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BellOff size={40} aria-hidden />}
            title="No notifications yet"
            message="Claims, returns, borrow requests and loan reminders show up here."
          />
        ) : (
          <>
            <ul className="notifications" aria-label="Notifications">
              {items.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onOpen={open}
                />
              ))}
            </ul>
            {notifications.hasNextPage ? (
              <Button
                variant="secondary"
                fullWidth
                loading={notifications.isFetchingNextPage}
                onClick={() => void notifications.fetchNextPage()}
              >
                Show older
              </Button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
