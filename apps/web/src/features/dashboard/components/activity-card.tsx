import type { Statistics } from '@circle/contract';
import { Flame, Share2, Upload } from 'lucide-react';
import { formatRelativeTime } from '@/lib/relative-time';
import { formatDay, pluralize, RECENT_EVENTS_SHOWN, uploadBars } from '../lib/dashboard-display';
import '@/components/ui/card.css';
import './dashboard.css';
import './activity-card.css';

function UploadsChart({ days }: { days: Statistics['activity']['uploads_per_day'] }) {
  const chart = uploadBars(days);
  if (chart.bars.length === 0) return null;
  const first = chart.bars[0];
  return (
    <figure className="uploads-chart">
      <figcaption className="uploads-chart__caption">
        Uploads, last {chart.bars.length} days
        <span className="uploads-chart__total">{pluralize(chart.total, 'upload')}</span>
      </figcaption>
      <svg
        className="uploads-chart__svg"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Uploads per day over the last ${chart.bars.length} days: ${pluralize(chart.total, 'upload')} in total`}
      >
        {chart.bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            y={chart.height - bar.height}
            width={8}
            height={bar.height}
            rx={2}
            className={bar.count > 0 ? 'uploads-chart__bar' : 'uploads-chart__bar--empty'}
          >
            <title>{`${formatDay(bar.date)}: ${pluralize(bar.count, 'upload')}`}</title>
          </rect>
        ))}
      </svg>
      <div className="uploads-chart__axis" aria-hidden="true">
        <span>{first ? formatDay(first.date) : ''}</span>
        <span>Today</span>
      </div>
    </figure>
  );
}

/** Activity: uploads per day over 30 days, the streaks and the latest events. */
export function ActivityCard({ activity, now }: { activity: Statistics['activity']; now: Date }) {
  const events = activity.recent_events.slice(0, RECENT_EVENTS_SHOWN);
  return (
    <section className="card dash-card dash-area--activity" aria-labelledby="activity-title">
      <h2 id="activity-title" className="dash-card__title">
        Activity
      </h2>
      <UploadsChart days={activity.uploads_per_day} />
      <dl className="streaks">
        <div className="streaks__item">
          <dt>
            <Flame size={16} aria-hidden /> Current streak
          </dt>
          <dd>{pluralize(activity.current_streak, 'day')}</dd>
        </div>
        <div className="streaks__item">
          <dt>Longest streak</dt>
          <dd>{pluralize(activity.longest_streak, 'day')}</dd>
        </div>
      </dl>
      {events.length > 0 ? (
        <ul className="event-list" aria-label="Recent activity">
          {events.map((event) => (
            <li key={`${event.at}-${event.description}`} className="event-list__item">
              <span className="event-list__icon">
                {event.type === 'share' ? (
                  <Share2 size={16} aria-hidden />
                ) : (
                  <Upload size={16} aria-hidden />
                )}
              </span>
              <span className="event-list__text">{event.description}</span>
              <time className="event-list__time" dateTime={event.at}>
                {formatRelativeTime(event.at, now)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No activity yet.</p>
      )}
    </section>
  );
}
