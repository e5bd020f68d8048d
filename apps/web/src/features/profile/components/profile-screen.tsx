import { APP_VERSION } from '@circle/contract';
import {
  BadgeCheck,
  ChevronRight,
  KeyRound,
  LogOut,
  Mail,
  MessageSquareHeart,
  Trash2,
  UserPen,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast/toast-store';
import { useMe } from '@/lib/current-user';
import { InventoryDataSection } from '@/features/portability';
import { useLocalLogout, useLogout } from '@/features/auth';
import { LoanRemindersSetting } from '@/features/notifications';
import { errorMessageOf } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { useDeleteAccount } from '../api/delete-account';
import { useUserStats } from '../api/get-user-stats';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';
import './profile-screen.css';

const LINKS = [
  { to: '/profile/edit', label: 'Edit Profile', icon: UserPen },
  { to: '/profile/password', label: 'Change Password', icon: KeyRound },
  { to: '/profile/email', label: 'Change Email', icon: Mail },
  { to: '/feedback', label: 'Send Feedback', icon: MessageSquareHeart },
] as const;

export function ProfileScreen() {
  const { data: user } = useMe();
  const stats = useUserStats();
  const logout = useLogout();
  const localLogout = useLocalLogout();
  const deleteAccount = useDeleteAccount();
  const [loggingOut, setLoggingOut] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (!user) {
    return (
      <>
        <StackHeader title="Profile" backTo="/" />
        <div className="page">
          <EmptyState title="No user data available" />
        </div>
      </>
    );
  }

  const statValue = (value: string | number | undefined) =>
    stats.isPending ? '…' : stats.isError || value === undefined ? '—' : value;

  const onDelete = () => {
    deleteAccount.mutate(undefined, {
      onSuccess: (response) => {
        setConfirmDelete(false);
        toast.success('Account Deleted', response.message);
        // Spec §4: after deletion, local logout without a backend call.
        localLogout();
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error('Delete Failed', errorMessageOf(error));
      },
    });
  };

  return (
    <>
      <StackHeader title="Profile" backTo="/" />
      <div className="page page--narrow">
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

        <InventoryDataSection />

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
          </ul>
        </nav>

        <section className="profile-settings" aria-label="Notifications">
          <LoanRemindersSetting />
        </section>

        <div className="stack">
          <Button
            variant="secondary"
            fullWidth
            icon={<LogOut size={18} aria-hidden />}
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
          >
            Log out
          </Button>
          <Button
            variant="ghost"
            className="btn--danger-text"
            fullWidth
            icon={<Trash2 size={18} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            Delete account
          </Button>
        </div>

        <p className="version-label">v{APP_VERSION}</p>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Account"
        message="This permanently deletes your account with all your items and files. This cannot be undone."
        confirmLabel="Delete Account"
        destructive
        loading={deleteAccount.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
