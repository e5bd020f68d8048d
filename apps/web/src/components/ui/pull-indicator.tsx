import { RefreshCw } from 'lucide-react';
import { cx } from '@/lib/cx';
import './pull-indicator.css';

/** The pull-to-refresh indicator at the top of a tab screen (see `usePullToRefresh`). */
export function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  if (pull <= 0 && !refreshing) return null;
  return (
    <div
      className="pull-indicator"
      style={{ height: refreshing ? 48 : pull }}
      role="status"
      aria-label={refreshing ? 'Refreshing' : 'Pull to refresh'}
    >
      <RefreshCw
        size={20}
        aria-hidden
        className={cx(refreshing && 'spin')}
        style={refreshing ? undefined : { transform: `rotate(${pull * 3}deg)` }}
      />
    </div>
  );
}
