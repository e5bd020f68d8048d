import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { formatRelativeTime } from '@/lib/relative-time';
import { greeting } from '../lib/dashboard-display';
import type { DashboardStatistics } from './dashboard-cards';

/** "Updated just now", "Updated 2h ago", "Updated Nov 15, 2025". */
function updatedLabel(relative: string): string {
  return relative === 'Just now' ? 'Updated just now' : `Updated ${relative}`;
}

interface DashboardHeroProps {
  firstName: string | null | undefined;
  /** When the account was made: a new account's first visit is greeted "Welcome". */
  createdAt: string | null | undefined;
  data: DashboardStatistics | undefined;
  now: Date;
  busy: boolean;
  /** The statistics are on their way: a placeholder holds the footer's place. */
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The greeting, and once the statistics are in, when they were updated and Refresh. The footer
 * keeps its height before then, so the screen below does not move when they arrive.
 */
export function DashboardHero({
  firstName,
  createdAt,
  data,
  now,
  busy,
  loading,
  onRefresh,
}: DashboardHeroProps) {
  return (
    <section className="hero-card" aria-labelledby="greeting">
      <h2 id="greeting" className="hero-card__title">
        {greeting(firstName, createdAt, now)}
      </h2>
      <p className="hero-card__text">share with love, borrow with care</p>
      {data || loading ? (
        <div className="hero-card__footer">
          {data ? (
            <>
              <span className="hero-card__updated">
                {updatedLabel(formatRelativeTime(data.last_updated, now))}
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={<RefreshCw size={16} aria-hidden className={cx(busy && 'spin')} />}
                onClick={onRefresh}
                disabled={busy}
                aria-label="Refresh dashboard"
              >
                Refresh
              </Button>
            </>
          ) : (
            <span className="skeleton skeleton--line hero-card__updated-placeholder" aria-hidden />
          )}
        </div>
      ) : null}
    </section>
  );
}
