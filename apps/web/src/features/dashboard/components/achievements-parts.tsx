import type { Statistics } from '@circle/contract';
import { Lock, Target, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cx } from '@/lib/cx';
import {
  badgeIcon,
  clampPercent,
  RANK_CARD_BADGES,
  rankProgressLabel,
  type BadgeProgress,
} from '../lib/dashboard-display';

type Achievements = Statistics['achievements'];

function BadgeTile({ badge }: { badge: BadgeProgress }) {
  const progress = clampPercent(badge.progress);
  const Icon = badgeIcon(badge.id);
  return (
    <li className={cx('badge-tile', !badge.earned && 'badge-tile--locked')}>
      <span className="badge-tile__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="badge-tile__text">
        <span className="badge-tile__name">{badge.name}</span>
        <span className="badge-tile__criterion">{badge.criterion}</span>
      </span>
      {badge.earned ? (
        <span className="badge badge--success">Earned</span>
      ) : (
        <span className="badge" aria-label={`Locked, ${progress}% done`}>
          <Lock size={12} aria-hidden /> {progress}%
        </span>
      )}
    </li>
  );
}

/** The rank (level and name) and the progress to the next one. */
export function RankProgress({
  achievements,
  totalItems,
}: {
  achievements: Achievements;
  totalItems: number;
}) {
  const nextRank = achievements.next_rank;
  return (
    <>
      <div className="rank-card__rank">
        <span className="rank-card__icon">
          <Trophy size={24} aria-hidden />
        </span>
        <span className="rank-card__rank-text">
          <span className="rank-card__level">Level {achievements.rank.level}</span>
          <span className="rank-card__name">{achievements.rank.name}</span>
        </span>
      </div>
      <div className="rank-card__progress">
        <ProgressBar
          value={nextRank ? achievements.progress_to_next_rank : 100}
          label={nextRank ? `Progress to ${nextRank.name}` : 'Top rank reached'}
        />
        <p className="rank-card__progress-text">
          <span>{rankProgressLabel(achievements, totalItems)}</span>
          {nextRank ? <span>{clampPercent(achievements.progress_to_next_rank)}%</span> : null}
        </p>
      </div>
    </>
  );
}

/** The badges, earned or locked: two, until "Show all" lists every one. */
export function BadgeList({ ordered }: { ordered: BadgeProgress[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? ordered : ordered.slice(0, RANK_CARD_BADGES);
  const earned = ordered.filter((badge) => badge.earned).length;
  return (
    <div className="rank-card__badges">
      <div className="dash-card__head">
        <h3 className="rank-card__subtitle">Badges</h3>
        <span className="dash-card__meta">
          {earned} of {ordered.length} earned
        </span>
      </div>
      <ul id={listId} className="badge-list">
        {shown.map((badge) => (
          <BadgeTile key={badge.id} badge={badge} />
        ))}
      </ul>
      {ordered.length > RANK_CARD_BADGES ? (
        <Button
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : `Show all (${ordered.length})`}
        </Button>
      ) : null}
    </div>
  );
}

/** The next badge within reach, with its progress. */
export function NextMilestone({
  milestone,
}: {
  milestone: NonNullable<Achievements['next_milestone']>;
}) {
  return (
    <div className="rank-card__milestone">
      <span className="rank-card__milestone-icon">
        <Target size={18} aria-hidden />
      </span>
      <div className="rank-card__milestone-body">
        <p className="rank-card__milestone-label">Next milestone</p>
        <p className="rank-card__milestone-name">{milestone.badge}</p>
        <p className="rank-card__milestone-description">{milestone.description}</p>
        <ProgressBar
          value={milestone.progress}
          label={`Progress to ${milestone.badge}`}
          tone="success"
        />
      </div>
      <span className="rank-card__milestone-percent">{clampPercent(milestone.progress)}%</span>
    </div>
  );
}
