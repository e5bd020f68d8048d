import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { Spinner } from './spinner';
import './button.css';
import './empty-state.css';
import './dialog.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('btn', `btn--${variant}`, `btn--${size}`, fullWidth && 'btn--full', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={18} decorative /> : icon}
      {children ? <span className="btn__label">{children}</span> : null}
    </button>
  );
}

export interface IconButtonProps extends ComponentPropsWithRef<'button'> {
  /** The accessible name (icon buttons have no visible text). */
  label: string;
  badge?: ReactNode;
}

export function IconButton({
  label,
  className,
  children,
  badge,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx('icon-btn', className)}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
      {badge}
    </button>
  );
}
