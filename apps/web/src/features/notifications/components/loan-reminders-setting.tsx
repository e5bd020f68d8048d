import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf } from '@/lib/api-errors';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

/** Profile's "Loan reminders by e-mail" switch. */
export function LoanRemindersSetting() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  return (
    <Switch
      label="Loan reminders by e-mail"
      description="Due and overdue reminders for things you borrowed, overdue notices for things you lent. They always show in Notifications."
      checked={settings.data?.loan_reminders_by_email ?? true}
      disabled={!settings.data}
      onCheckedChange={(checked) =>
        update.mutate(
          { loan_reminders_by_email: checked },
          { onError: (error) => toast.error('Not Saved', errorMessageOf(error)) },
        )
      }
    />
  );
}
