import type { Platform } from '../../lib/platform.js';
import type { FilesRepository } from '../files/index.js';
import type { ItemStatisticsRepository } from '../inventory/index.js';
import type { SharingRepository } from '../sharing/index.js';
import { BadgesRepository } from './badges.repository.js';
import { StatisticsService } from './statistics.service.js';
import { subscribeStatistics } from './statistics.subscriber.js';

/** The dashboard's statistics and badges, kept fresh by the domain events. */
export function composeDashboard(
  platform: Platform,
  deps: { items: ItemStatisticsRepository; files: FilesRepository; shares: SharingRepository },
) {
  const { config, database, clock, events } = platform;
  const statistics = new StatisticsService({
    items: deps.items,
    files: deps.files,
    shares: deps.shares,
    badges: new BadgesRepository({ db: database.db }),
    clock,
    currency: config.currency,
  });
  subscribeStatistics(events, statistics);
  return { statistics };
}
