import { Compass, Handshake, Inbox, Share2, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TabHeader } from '@/app/layouts/tab-header';
import { EmptyState } from '@/components/ui/empty-state';
import { cx } from '@/lib/cx';

export type CommunityTab = 'shares' | 'borrowed' | 'requests' | 'discover' | 'contacts';

interface TabDefinition {
  key: CommunityTab;
  label: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyMessage: string;
}

const TABS: readonly TabDefinition[] = [
  {
    key: 'shares',
    label: 'My Shares',
    icon: Share2,
    emptyTitle: 'No Shared Items',
    emptyMessage: 'Items you lend or give away will appear here, with their status and due dates.',
  },
  {
    key: 'borrowed',
    label: 'Borrowed',
    icon: Handshake,
    emptyTitle: 'Nothing Borrowed',
    emptyMessage: 'Items people in your circle lend you will appear here once you claim them.',
  },
  {
    key: 'requests',
    label: 'Requests',
    icon: Inbox,
    emptyTitle: 'No Requests Found',
    emptyMessage: 'Borrow requests you receive and send will appear here.',
  },
  {
    key: 'discover',
    label: 'Discover',
    icon: Compass,
    emptyTitle: 'Nothing to Discover',
    emptyMessage: 'Items that people make public will appear here, ready to request.',
  },
  {
    key: 'contacts',
    label: 'Contacts',
    icon: Users,
    emptyTitle: 'No Sharing Contacts',
    emptyMessage:
      'Your frequent sharing partners will appear here after you share items with them.',
  },
];

function isCommunityTab(value: string | null): value is CommunityTab {
  return TABS.some((tab) => tab.key === value);
}

/** The community tab: the sharing hub (spec §2, params tab and subTab). */
export function CommunityScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: CommunityTab = isCommunityTab(requested) ? requested : 'shares';
  const idPrefix = useId();
  const current = TABS.find((tab) => tab.key === active) ?? TABS[0];
  const requestsView = searchParams.get('subTab') === 'sent' ? 'sent' : 'received';

  // On phones the tab strip scrolls: keep the selected tab (e.g. from ?tab=discover) in view.
  useEffect(() => {
    document
      .getElementById(`${idPrefix}-tab-${active}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active, idPrefix]);

  const select = (key: CommunityTab) => {
    setSearchParams(key === 'shares' ? {} : { tab: key }, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!offset) return;
    event.preventDefault();
    const next = TABS[(index + offset + TABS.length) % TABS.length];
    if (next) {
      select(next.key);
      document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
    }
  };

  return (
    <>
      <TabHeader title="Community" />
      <div className="page">
        <div className="segmented" role="tablist" aria-label="Sharing hub">
          {TABS.map((tab, index) => {
            const selected = tab.key === active;
            const Icon = tab.icon;
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
                onClick={() => select(tab.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Icon size={16} aria-hidden />
                <span>{tab.label}</span>
              </button>
            );
          })}
        </div>
        {current ? (
          <div
            id={`${idPrefix}-panel`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-${current.key}`}
            className="tab-panel"
          >
            {current.key === 'requests' ? (
              <div className="pill-switch" role="group" aria-label="Requests">
                {(['received', 'sent'] as const).map((view) => (
                  <button
                    key={view}
                    type="button"
                    aria-pressed={requestsView === view}
                    className={cx(
                      'pill-switch__item',
                      requestsView === view && 'pill-switch__item--active',
                    )}
                    onClick={() =>
                      setSearchParams(
                        view === 'sent' ? { tab: 'requests', subTab: 'sent' } : { tab: 'requests' },
                        { replace: true },
                      )
                    }
                  >
                    {view === 'received' ? 'Received' : 'Sent'}
                  </button>
                ))}
              </div>
            ) : null}
            <EmptyState
              icon={<current.icon size={36} aria-hidden />}
              title={current.emptyTitle}
              message={current.emptyMessage}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
