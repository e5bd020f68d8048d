import { BadgeCheck } from 'lucide-react';
import { cx } from '@/lib/cx';
import { getInitials } from '@/lib/format';
import './avatar.css';

export interface AvatarProps {
  fullName: string | null | undefined;
  verified?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Initials avatar with the verified badge (spec §2 tab header and Profile). */
export function Avatar({ fullName, verified = false, size = 'md', className }: AvatarProps) {
  return (
    <span className={cx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      <span className="avatar__initials">{getInitials(fullName)}</span>
      {verified ? (
        <span className="avatar__badge" data-testid="verified-badge">
          <BadgeCheck size={size === 'lg' ? 22 : 14} aria-hidden />
        </span>
      ) : null}
    </span>
  );
}
