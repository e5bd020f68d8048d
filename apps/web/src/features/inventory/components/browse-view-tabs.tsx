import type { KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import type { BrowseViewMode } from '@/lib/browse-view-store';
import { VIEW_MODES } from '../stores/browse-store';

interface BrowseViewTabsProps {
  viewMode: BrowseViewMode;
  /** The id of the panel the tabs control. */
  panelId: string;
  onSwitch: (mode: BrowseViewMode) => void;
}

/** Browse's view modes as tabs; the arrow keys move between them. */
export function BrowseViewTabs({ viewMode, panelId, onSwitch }: BrowseViewTabsProps) {
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = VIEW_MODES.findIndex((entry) => entry.mode === viewMode);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = VIEW_MODES[(index + step + VIEW_MODES.length) % VIEW_MODES.length];
    if (next) {
      onSwitch(next.mode);
      document.getElementById(`view-tab-${next.mode}`)?.focus();
    }
  };

  return (
    <div className="view-tabs" role="tablist" aria-label="View">
      {VIEW_MODES.map(({ mode, label }) => (
        <button
          key={mode}
          id={`view-tab-${mode}`}
          type="button"
          role="tab"
          aria-selected={viewMode === mode}
          aria-controls={panelId}
          tabIndex={viewMode === mode ? 0 : -1}
          className={cx('view-tabs__tab', viewMode === mode && 'view-tabs__tab--active')}
          onClick={() => onSwitch(mode)}
          onKeyDown={onTabKeyDown}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
