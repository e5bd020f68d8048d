import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import './button.css';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** "sheet" slides up from the bottom on phones; "center" stays centred. */
  variant?: 'center' | 'sheet';
  children?: ReactNode;
  footer?: ReactNode;
  /** Keeps the footer's buttons in view while a long body scrolls. */
  stickyFooter?: boolean;
}

export function Dialog({
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
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
