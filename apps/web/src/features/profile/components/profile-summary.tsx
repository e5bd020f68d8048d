import type { User } from '@circle/contract';
import {
  BadgeCheck,
  ChevronRight,
  KeyRound,
  Mail,
  MapPin,
  MessageSquareHeart,
  House,
  UserPen,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import { LazyFeedbackDialog } from '@/features/feedback';
import type { useUserStats } from '../api/get-user-stats';

const LINKS = [
  { to: '/households', label: 'Households & Members', icon: House },
  { to: '/profile/edit', label: 'Edit Profile', icon: UserPen },
  { to: '/profile/password', label: 'Change Password', icon: KeyRound },
  { to: '/profile/email', label: 'Change Email', icon: Mail },
  { to: '/places', label: 'Places', icon: MapPin },
] as const;

/** The user's avatar, name, e-mail and whether the address is verified. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <section className="profile-card" aria-label="Your account">
      <Avatar fullName={user.full_name} verified={user.is_verified} size="lg" />
      <h2 className="profile-card__name">{user.full_name || 'No name yet'}</h2>
      <p className="profile-card__email">{user.email}</p>
      {user.is_verified ? (
        <span className="chip chip--success">
          <BadgeCheck size={14} aria-hidden /> Verified
        </span>
      ) : (
        <span className="chip">Not verified</span>
      )}
    </section>
  );
}

/** Active sessions and member-since date ("…" while loading, "—" when unknown). */
export function AccountStats({ stats }: { stats: ReturnType<typeof useUserStats> }) {
  const statValue = (value: string | number | undefined) =>
    stats.isPending ? '…' : stats.isError || value === undefined ? '—' : value;
  return (
    <dl className="stats" aria-label="Account statistics">
      <div className="stats__item">
        <dt>Active Sessions</dt>
        <dd>{statValue(stats.data?.active_tokens)}</dd>
      </div>
      <div className="stats__item">
        <dt>Member Since</dt>
        <dd>{statValue(stats.data ? formatDate(stats.data.created_at) : undefined)}</dd>
      </div>
    </dl>
  );
}

/**
 * Links to the account's settings screens, and Send Feedback: the same sheet as the help icon,
 * over this screen, so it can attach a screenshot.
 */
export function SettingsMenu() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <nav aria-label="Account settings">
      <ul className="menu">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="menu__item">
              <Icon size={20} aria-hidden />
              <span className="menu__label">{label}</span>
              <ChevronRight size={18} aria-hidden className="menu__chevron" />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu__item menu__item--button"
            aria-haspopup="dialog"
            onClick={() => setFeedbackOpen(true)}
          >
            <MessageSquareHeart size={20} aria-hidden />
            <span className="menu__label">Send Feedback</span>
            <ChevronRight size={18} aria-hidden className="menu__chevron" />
          </button>
        </li>
      </ul>
      <LazyFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </nav>
  );
}
