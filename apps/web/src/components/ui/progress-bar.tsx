import { cx } from '@/lib/cx';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  tone?: 'accent' | 'success' | 'error';
  /** No known amount (e.g. while the server analyses): a moving stripe. */
  indeterminate?: boolean;
  className?: string;
}

export function ProgressBar({
  value,
  label,
  tone = 'accent',
  indeterminate = false,
  className,
}: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={cx(
        'progress',
        `progress--${tone}`,
        indeterminate && 'progress--indeterminate',
        className,
      )}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(indeterminate ? {} : { 'aria-valuenow': clamped })}
    >
      <span
        className="progress__fill"
        style={indeterminate ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
