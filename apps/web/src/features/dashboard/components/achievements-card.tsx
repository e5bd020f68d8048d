import type { Statistics } from '@circle/contract';
import { ProgressBar } from '@/components/ui/progress-bar';
import { clampPercent, orderBadges } from '../lib/dashboard-display';
import { BadgeList, NextMilestone, RankProgress } from './achievements-parts';
import '@/components/ui/card.css';
import '@/components/ui/badge.css';
import './dashboard.css';
import './achievements-card.css';

/**
 * Your Achievements (spec §2 "Rank and badges card"): the rank with its progress to the next,
 * two badges until "Show all" lists every badge (earned or locked, with its criterion), the next
 * milestone and the completion score.
 */
export function AchievementsCard({
  achievements,
  totalItems,
}: {
  achievements: Statistics['achievements'];
  totalItems: number;
}) {
  const ordered = orderBadges(achievements);
  const milestone = achievements.next_milestone;
  const completion = clampPercent(achievements.completion_score);

  return (
    <section
      className="card dash-card dash-area--achievements rank-card"
      aria-labelledby="achievements-title"
    >
      <h2 id="achievements-title" className="dash-card__title">
        Your Achievements
      </h2>

      <RankProgress achievements={achievements} totalItems={totalItems} />

      <BadgeList ordered={ordered} />

      {milestone ? <NextMilestone milestone={milestone} /> : null}

      <div className="rank-card__completion">
        <div className="dash-card__head">
          <h3 className="rank-card__subtitle">Completion score</h3>
          <span className="rank-card__score">{completion}%</span>
        </div>
        <ProgressBar value={completion} label="Completion score" />
        <p className="dash-card__meta">How completely your items&apos; details are filled in.</p>
      </div>
    </section>
  );
}
