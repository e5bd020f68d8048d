import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { formatRelativeTime } from '@/lib/relative-time';
import type { DashboardStatistics } from './dashboard-cards';

/** "Updated just now", "Updated 2h ago", "Updated Nov 15, 2025". */
function updatedLabel(relative: string): string {
  return relative === 'Just now' ? 'Updated just now' : `Updated ${relative}`;
}

interface DashboardHeroProps {
  firstName: string | null | undefined;
  data: DashboardStatistics | undefined;
  now: Date;
  busy: boolean;
  onRefresh: () => void;
}

/** The greeting, and once the statistics are in, when they were updated and Refresh. */
export function DashboardHero({ firstName, data, now, busy, onRefresh }: DashboardHeroProps) {
  return (
    <section className="hero-card" aria-labelledby="greeting">
      <h2 id="greeting" className="hero-card__title">
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </h2>
      <p className="hero-card__text">share with love, borrow with care</p>
      {data ? (
        <div className="hero-card__footer">
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
        </div>
      ) : null}
    </section>
  );
}
