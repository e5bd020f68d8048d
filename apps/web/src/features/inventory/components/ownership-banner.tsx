import type { InventoryItem } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  BellRing,
  CircleCheck,
  Clock,
  Copy,
  Gift,
  Globe,
  HandHelping,
  Handshake,
  Share2,
  ShieldCheck,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useNow } from '@/hooks/use-now';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useShares, copyShareLink, useShareActions } from '@/features/sharing';
import { useShareDialogStore } from '@/lib/share-dialog-store';
import { cx } from '@/lib/cx';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { deriveOwnership, type OwnershipAction, type OwnershipKind } from '@/lib/ownership-state';
import './ownership-banner.css';

const ICONS: Record<OwnershipKind, LucideIcon> = {
  borrowed: HandHelping,
  lent: Handshake,
  giving: Gift,
  returned: Undo2,
  'recently-returned': CircleCheck,
  pending: Clock,
  public: Globe,
  owned: ShieldCheck,
};

const ACTION_LABELS: Record<OwnershipAction, string> = {
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

/** Actions that ask first. */
const CONFIRMATIONS: Partial<Record<OwnershipAction, { title: string; message: string }>> = {
  RETURN: {
    title: 'Mark as Returned?',
    message: 'Tell the owner you have given the item back. It leaves your inventory.',
  },
  CANCEL: { title: 'Cancel Share?', message: 'The share link will stop working.' },
  COMPLETE: { title: 'Mark as Complete?', message: 'This closes the share.' },
};

/**
 * Spec §4 "Ownership banner": Your Item, Public Item, Borrowed, Lent Out, Returned, Recently
 * Returned, Share Pending — with their actions (share, make private, return, remind, complete,
 * cancel). `onItemGone` runs when the item leaves the viewer's inventory (a returned loan, a
 * completed gift).
 */
export function OwnershipBanner({
  item,
  onMakePrivate,
  onItemGone,
  busy = false,
}: {
  item: InventoryItem;
  onMakePrivate: () => void;
  onItemGone: () => void;
  busy?: boolean;
}) {
  const queryClient = useQueryClient();
  const state = deriveOwnership(item, new Date(useNow(60_000)));
  const openShareDialog = useShareDialogStore((store) => store.openFor);
  const { run, busy: acting } = useShareActions();
  const [confirming, setConfirming] = useState<OwnershipAction | null>(null);
  // The link of a pending share (sharing_info carries only its id).
  const shares = useShares({ enabled: state.kind === 'pending' });
  const pendingShare =
    state.kind === 'pending'
      ? shares.data?.shared_by_me.find((share) => share.share_id === state.shareId)
      : undefined;
  const Icon = ICONS[state.kind];

  const perform = (action: OwnershipAction) => {
    switch (action) {
      case 'SHARE':
        openShareDialog(item);
        return;
      case 'MAKE_PRIVATE':
        onMakePrivate();
        return;
      default: {
        const leaves =
          action === 'RETURN' ||
          (action === 'COMPLETE' && item.sharing_info?.sharing_type === 'DONATE');
        run(action, state.shareId, {
          onDone: () => {
            if (leaves) onItemGone();
            else void queryClient.invalidateQueries({ queryKey: inventoryKeys.item(item.id) });
          },
        });
      }
    }
  };

  const request = (action: OwnershipAction) => {
    if (CONFIRMATIONS[action]) setConfirming(action);
    else perform(action);
  };

  const confirmation = confirming ? CONFIRMATIONS[confirming] : undefined;
  const working = acting !== null && acting.shareId === state.shareId;

  return (
    <section
      className={cx('ownership-banner', `ownership-banner--${state.tone}`)}
      aria-label="Ownership"
      data-state={state.kind}
    >
      <div className="ownership-banner__row">
        <Icon size={22} aria-hidden className="ownership-banner__icon" />
        <div className="ownership-banner__text">
          <p className="ownership-banner__title">{state.title}</p>
          <p className="ownership-banner__subtitle">{state.subtitle}</p>
        </div>
      </div>
      {state.actions.length > 0 || pendingShare ? (
        <div className="ownership-banner__actions">
          {pendingShare ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Copy size={16} aria-hidden />}
              onClick={() => void copyShareLink(pendingShare.share_url)}
            >
              Copy Link
            </Button>
          ) : null}
          {state.actions.map((action) => {
            const ActionIcon = ACTION_ICONS[action];
            const isBusy =
              (action === 'MAKE_PRIVATE' && busy) ||
              (working &&
                (acting?.kind === action || (action === 'REMIND' && acting?.kind === 'REMIND')));
            return (
              <Button
                key={action}
                variant={
                  action === 'SHARE' || action === 'COMPLETE' || action === 'RETURN'
                    ? 'primary'
                    : 'secondary'
                }
                size="sm"
                icon={<ActionIcon size={16} aria-hidden />}
                loading={isBusy}
                disabled={working || (action === 'MAKE_PRIVATE' && busy)}
                onClick={() => request(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            );
          })}
        </div>
      ) : null}
      {confirming && confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={ACTION_LABELS[confirming]}
          cancelLabel="Not Now"
          destructive={confirming === 'CANCEL'}
          onConfirm={() => {
            perform(confirming);
            setConfirming(null);
          }}
        />
      ) : null}
    </section>
  );
}
