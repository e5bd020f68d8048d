import type { InventoryItem } from '@circle/contract';
import {
  CircleCheck,
  Clock,
  Copy,
  Gift,
  Globe,
  HandHelping,
  Handshake,
  ShieldCheck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useNow } from '@/hooks/use-now';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useShares, copyShareLink } from '@/features/sharing';
import { cx } from '@/lib/cx';
import { deriveOwnership, type OwnershipKind } from '@/lib/ownership-state';
import { useOwnershipActions } from '../hooks/use-ownership-actions';
import { ACTION_LABELS, OwnershipActionButton } from './ownership-action-button';
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
  const state = deriveOwnership(item, new Date(useNow(60_000)));
  const actions = useOwnershipActions({ item, state, onMakePrivate, onItemGone });
  const { acting, working, confirming, confirmation } = actions;
  // The link of a pending share (sharing_info carries only its id).
  const shares = useShares({ enabled: state.kind === 'pending' });
  const pendingShare =
    state.kind === 'pending'
      ? shares.data?.shared_by_me.find((share) => share.share_id === state.shareId)
      : undefined;
  const Icon = ICONS[state.kind];

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
          {state.actions.map((action) => (
            <OwnershipActionButton
              key={action}
              action={action}
              loading={
                (action === 'MAKE_PRIVATE' && busy) ||
                (working &&
                  (acting?.kind === action || (action === 'REMIND' && acting?.kind === 'REMIND')))
              }
              disabled={working || (action === 'MAKE_PRIVATE' && busy)}
              onClick={() => actions.request(action)}
            />
          ))}
        </div>
      ) : null}
      {confirming && confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : actions.dismiss())}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={ACTION_LABELS[confirming]}
          cancelLabel="Not Now"
          destructive={confirming === 'CANCEL'}
          onConfirm={() => actions.confirm(confirming)}
        />
      ) : null}
    </section>
  );
}
