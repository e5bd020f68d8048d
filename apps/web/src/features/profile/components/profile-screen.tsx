import { APP_VERSION } from '@circle/contract';
import { LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMe } from '@/lib/current-user';
import { InventoryDataSection } from '@/features/portability';
import { useLogout } from '@/features/auth';
import { LoanRemindersSetting } from '@/features/notifications';
import { useUserStats } from '../api/get-user-stats';
import { DeleteAccountDialog } from './delete-account-dialog';
import { AccountStats, ProfileCard, SettingsMenu } from './profile-summary';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/page.css';
import './profile-screen.css';

export function ProfileScreen() {
  const { data: user } = useMe();
  const stats = useUserStats();
  const logout = useLogout();
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

  return (
    <>
      <StackHeader title="Profile" backTo="/" />
      <div className="page page--narrow">
        <ProfileCard user={user} />

        <AccountStats stats={stats} />

        <InventoryDataSection />

        <SettingsMenu />

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

      <DeleteAccountDialog open={confirmDelete} onOpenChange={setConfirmDelete} />
    </>
  );
}
