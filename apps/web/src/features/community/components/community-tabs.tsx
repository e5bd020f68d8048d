import { Compass, Handshake, Inbox, Share2, Users, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';
import { useBorrowRequestSummary } from '../api/get-borrow-request-summary';

export type CommunityTab = 'shares' | 'borrowed' | 'requests' | 'discover' | 'contacts';

interface TabDefinition {
  key: CommunityTab;
  label: string;
  icon: LucideIcon;
}

const TABS: readonly TabDefinition[] = [
  { key: 'shares', label: 'My Shares', icon: Share2 },
  { key: 'borrowed', label: 'Borrowed', icon: Handshake },
  { key: 'requests', label: 'Requests', icon: Inbox },
  { key: 'discover', label: 'Discover', icon: Compass },
  { key: 'contacts', label: 'Contacts', icon: Users },
];

/** The tab named in the URL (`shared` is the spec's key of My Shares); My Shares by default. */
export function communityTabOf(value: string | null): CommunityTab {
  if (value === 'shared') return 'shares';
  return TABS.find((tab) => tab.key === value)?.key ?? 'shares';
}

interface CommunityTabsProps {
  active: CommunityTab;
  idPrefix: string;
  onSelect: (key: CommunityTab) => void;
}

/** The sharing hub's tab strip; the arrow keys move between tabs. */
export function CommunityTabs({ active, idPrefix, onSelect }: CommunityTabsProps) {
  // Received requests awaiting an answer (the Requests tab's badge), asked for here: the answer
  // renders the tab strip again, not the whole screen below it.
  const pending = useBorrowRequestSummary().data?.pending ?? 0;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!offset) return;
    event.preventDefault();
    const next = TABS[(index + offset + TABS.length) % TABS.length];
    if (next) {
      onSelect(next.key);
      document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
    }
  };

  return (
    <div className="segmented" role="tablist" aria-label="Sharing hub">
      {TABS.map((tab, index) => {
        const selected = tab.key === active;
        const Icon = tab.icon;
        const badge = tab.key === 'requests' && pending > 0 ? pending : null;
        return (
          <button
            key={tab.key}
            id={`${idPrefix}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={cx('segmented__item', selected && 'segmented__item--active')}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Icon size={16} aria-hidden />
            <span>{tab.label}</span>
            {badge !== null ? (
              <>
                {' '}
                <span className="segmented__badge" aria-hidden="true">
                  {badge}
                </span>
                <span className="visually-hidden">{badge} pending</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
