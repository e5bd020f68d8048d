import { cx } from '@/lib/cx';
import './logo.css';

/** The Circle mark (same drawing as the app icons) and, optionally, the name. */
export function Logo({
  size = 40,
  withName = false,
  className,
}: {
  size?: number;
  withName?: boolean;
  className?: string;
}) {
  return (
    <span className={cx('logo', className)}>
      <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-ring" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-accent)" />
            <stop offset="1" stopColor="var(--color-accent-strong)" />
          </linearGradient>
        </defs>
        <circle cx="256" cy="256" r="150" fill="none" stroke="url(#logo-ring)" strokeWidth="56" />
        <circle cx="362.1" cy="149.9" r="58" fill="var(--color-bg)" />
        <circle cx="362.1" cy="149.9" r="44" fill="var(--color-accent)" />
      </svg>
      {withName ? <span className="logo__name">Circle</span> : null}
    </span>
  );
}
