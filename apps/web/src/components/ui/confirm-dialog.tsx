import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Spinner } from './spinner';
import './button.css';
import './empty-state.css';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  loading?: boolean;
}

/** A yes/no question (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (loading ? undefined : onOpenChange(next))}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--center dialog--alert">
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            {message}
          </AlertDialog.Description>
          <div className="dialog__footer">
            <AlertDialog.Cancel className="btn btn--secondary btn--md" disabled={loading}>
              <span className="btn__label">{cancelLabel}</span>
            </AlertDialog.Cancel>
            <button
              type="button"
              className={cx('btn btn--md', destructive ? 'btn--danger' : 'btn--primary')}
              onClick={onConfirm}
              disabled={loading}
              aria-busy={loading || undefined}
            >
              {loading ? <Spinner size={18} decorative /> : null}
              <span className="btn__label">{confirmLabel}</span>
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  /** An optional second button (e.g. "Sign In" beside "OK"). */
  secondaryLabel?: string;
  onSecondary?: () => void;
}

/** An alert with one acknowledgement button (spec "alert" texts such as "Same Email"). */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  message,
  actionLabel = 'OK',
  onAction,
  secondaryLabel,
  onSecondary,
}: MessageDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--center dialog--alert">
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            {message}
          </AlertDialog.Description>
          <div className="dialog__footer">
            {secondaryLabel ? (
              <AlertDialog.Cancel className="btn btn--secondary btn--md" onClick={onSecondary}>
                <span className="btn__label">{secondaryLabel}</span>
              </AlertDialog.Cancel>
            ) : null}
            <AlertDialog.Action className="btn btn--primary btn--md" onClick={onAction}>
              <span className="btn__label">{actionLabel}</span>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
