import { cx } from '@/lib/cx';
import './button.css';
import './spinner.css';

export interface SpinnerProps {
  size?: number;
  label?: string;
  /** Inside a control that already announces its state: hide from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 24,
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  return (
    <span
      className={cx('spinner', className)}
      style={{ width: size, height: size }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label })}
    />
  );
}

/** The whole-screen loading indicator (app start, guards). */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-screen-center" aria-busy="true">
      <Spinner size={40} label={label} />
      <p className="muted">{label}</p>
    </div>
  );
}
