import type { useStatistics } from '../api/get-statistics';
import { AchievementsCard } from './achievements-card';
import { EndingWarranties } from './ending-warranties';
import { ActivityCard } from './activity-card';
import { InventorySummary } from './inventory-summary';
import { NetWorthCard } from './net-worth-card';
import { RecentItems } from './recent-items';

export type DashboardStatistics = NonNullable<ReturnType<typeof useStatistics>['data']>;

const STEPS = [
  { title: 'Upload a photo', text: 'Snap a shelf, a drawer or a receipt.' },
  {
    title: 'Let the AI catalogue it',
    text: 'Each item gets a category, brand, condition and value.',
  },
  { title: 'Share with your circle', text: 'Lend or give away items to people you trust.' },
] as const;

/** The statistics' cards, and how Circle works while the inventory is empty. */
export function DashboardCards({ data, now }: { data: DashboardStatistics; now: Date }) {
  return (
    <>
      {/* Two columns on wide screens; on phones the cards follow in reading order. */}
      <div className="dash-layout">
        <div className="dash-column">
          <NetWorthCard netWorth={data.net_worth} />
          <AchievementsCard
            achievements={data.achievements}
            totalItems={data.inventory_summary.total_items}
          />
        </div>
        <div className="dash-column">
          <EndingWarranties />
          <InventorySummary summary={data.inventory_summary} />
          <ActivityCard activity={data.activity} now={now} />
          <RecentItems />
        </div>
      </div>
      {data.inventory_summary.total_items === 0 ? <GettingStarted /> : null}
    </>
  );
}

function GettingStarted() {
  return (
    <section aria-labelledby="getting-started" className="section">
      <h2 id="getting-started" className="section__title">
        How Circle works
      </h2>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className="steps__title">{step.title}</span>
              <span className="steps__text">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
