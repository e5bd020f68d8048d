import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import type { ConfirmDialogProps, MessageDialogProps } from './confirm-dialog';
import type { DialogProps } from './dialog';
import { Spinner } from './spinner';

// The dialog library's part of the dialogs: loaded the first time one opens (see
// dialog-surfaces-loader.ts), so no screen waits for it to show. A surface is mounted only while
// its dialog is open.

/**
 * Gives the focus back to what had it when the dialog opened (the button that opened it), as
 * Radix does only for its own trigger buttons; nowhere to go (it was removed), the page keeps it.
 */
function useFocusReturn() {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
}

/** A dialog with a title, a close button, a body and a footer (Radix Dialog). */
export function DialogSurface({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Close',
  variant = 'center',
  children,
  footer,
  stickyFooter = false,
}: DialogProps) {
  const returnFocus = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cx('dialog', `dialog--${variant}`, stickyFooter && 'dialog--sticky-footer')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-btn" aria-label={closeLabel} title={closeLabel}>
              <X size={20} aria-hidden />
            </RadixDialog.Close>
          </header>
          {description ? (
            <RadixDialog.Description className="dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="dialog__body">{children}</div> : null}
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The frame of an alert: a title, a message and a footer of buttons (Radix AlertDialog). */
function AlertSurface({
  open,
  onOpenChange,
  title,
  message,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  children: ReactNode;
}) {
  const returnFocus = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog dialog--center dialog--alert"
          onCloseAutoFocus={returnFocus}
        >
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            {message}
          </AlertDialog.Description>
          <div className="dialog__footer">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A yes/no question (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialogSurface({
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
    <AlertSurface
      open={open}
      onOpenChange={(next) => (loading ? undefined : onOpenChange(next))}
      title={title}
      message={message}
    >
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
    </AlertSurface>
  );
}

/** An alert with one acknowledgement button (spec "alert" texts such as "Same Email"). */
export function MessageDialogSurface({
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
    <AlertSurface open={open} onOpenChange={onOpenChange} title={title} message={message}>
      {secondaryLabel ? (
        <AlertDialog.Cancel className="btn btn--secondary btn--md" onClick={onSecondary}>
          <span className="btn__label">{secondaryLabel}</span>
        </AlertDialog.Cancel>
      ) : null}
      <AlertDialog.Action className="btn btn--primary btn--md" onClick={onAction}>
        <span className="btn__label">{actionLabel}</span>
      </AlertDialog.Action>
    </AlertSurface>
  );
}
