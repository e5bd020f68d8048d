import type { ReactNode } from 'react';
import { useDialogSurfaces } from './dialog-surfaces-loader';
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

/** A yes/no question: focus trapped, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const surfaces = useDialogSurfaces(props.open, props.onOpenChange);
  return surfaces && props.open ? <surfaces.ConfirmDialogSurface {...props} /> : null;
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
export function MessageDialog(props: MessageDialogProps) {
  const surfaces = useDialogSurfaces(props.open, props.onOpenChange);
  return surfaces && props.open ? <surfaces.MessageDialogSurface {...props} /> : null;
}
