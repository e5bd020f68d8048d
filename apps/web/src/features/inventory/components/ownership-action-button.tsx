import {
  BellRing,
  CircleCheck,
  ShieldCheck,
  Share2,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OwnershipAction } from '@/lib/ownership-state';

export const ACTION_LABELS: Record<OwnershipAction, string> = {
  SHARE: 'Share Item',
  MAKE_PRIVATE: 'Make Private',
  RETURN: 'Mark as Returned',
  REMIND: 'Send Reminder',
  COMPLETE: 'Mark as Complete',
  CANCEL: 'Cancel Share',
};

const ACTION_ICONS: Record<OwnershipAction, LucideIcon> = {
  SHARE: Share2,
  MAKE_PRIVATE: ShieldCheck,
  RETURN: Undo2,
  REMIND: BellRing,
  COMPLETE: CircleCheck,
  CANCEL: XCircle,
};

interface OwnershipActionButtonProps {
  action: OwnershipAction;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** One of the banner's actions; sharing, completing and returning are the primary ones. */
export function OwnershipActionButton({
  action,
  loading,
  disabled,
  onClick,
}: OwnershipActionButtonProps) {
  const ActionIcon = ACTION_ICONS[action];
  return (
    <Button
      variant={
        action === 'SHARE' || action === 'COMPLETE' || action === 'RETURN' ? 'primary' : 'secondary'
      }
      size="sm"
      icon={<ActionIcon size={16} aria-hidden />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {ACTION_LABELS[action]}
    </Button>
  );
}
