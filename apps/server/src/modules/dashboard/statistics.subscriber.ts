import type { DomainEventBus } from '../../lib/domain-events.js';
import type { StatisticsService } from './statistics.service.js';

/** The figures a person's dashboard shows: items, files and shares, in every server process. */
type StatisticsCache = Pick<StatisticsService, 'invalidate'> &
  Partial<Pick<StatisticsService, 'invalidateHousehold'>>;

/** Drops the dashboard figures of everyone a change concerns, in every server process. */
export function subscribeStatistics(events: DomainEventBus, statistics: StatisticsCache): void {
  events.onEveryProcess('itemsChanged', ({ ownerId, householdId }) => {
    statistics.invalidate(ownerId);
    if (householdId) statistics.invalidateHousehold?.(householdId);
  });
  events.onEveryProcess('visibilityChanged', ({ ownerId }) => statistics.invalidate(ownerId));
  events.onEveryProcess('sharesChanged', ({ ownerId, recipientId }) => {
    statistics.invalidate(ownerId);
    if (recipientId) statistics.invalidate(recipientId);
  });
  // An approved request writes a share for both people.
  // An approved request writes a share for both people; any lender of the household answers.
  events.onEveryProcess('requestsChanged', ({ ownerId, requesterId, lenderIds }) => {
    for (const userId of new Set([ownerId, requesterId, ...(lenderIds ?? [])])) {
      statistics.invalidate(userId);
    }
  });
}
