import type { ReactNode } from 'react';
import { useDialogSurfaces } from './dialog-surfaces-loader';
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

/**
 * A dialog with a title, a close button, a body and a footer; focus stays inside while open.
 * Closed, it renders nothing (dialogs have no closing animation to play): a screen with many
 * dialogs a tap away mounts none of them.
 */
export function Dialog(props: DialogProps) {
  const surfaces = useDialogSurfaces(props.open, props.onOpenChange);
  return surfaces && props.open ? <surfaces.DialogSurface {...props} /> : null;
}
