import { CircleHelp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';
import { LazyFeedbackDialog } from '@/features/feedback/components/lazy-feedback-dialog';
import { NotificationBell } from '@/features/notifications';
import './tab-header.css';
import './layouts.css';

/**
 * The tab header (spec §2): title, the notifications bell, help icon opening the feedback sheet,
 * avatar to Profile.
 * A screen may put its own actions (e.g. Clear chat history) before the help icon.
 */
export function TabHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const { data: user } = useMe();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <header className="tab-header">
      <div className="tab-header__titles">
        <h1 className="tab-header__title">{title}</h1>
        {subtitle ? <p className="tab-header__subtitle">{subtitle}</p> : null}
      </div>
      <div className="tab-header__actions">
        {actions}
        <NotificationBell />
        <IconButton label="Help and feedback" onClick={() => setFeedbackOpen(true)}>
          <CircleHelp size={22} aria-hidden />
        </IconButton>
        <Link to="/profile" className="avatar-link">
          <span className="visually-hidden">Profile</span>
          <Avatar fullName={user?.full_name} verified={user?.is_verified ?? false} size="sm" />
        </Link>
      </div>
      <LazyFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </header>
  );
}
