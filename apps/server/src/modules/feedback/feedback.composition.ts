import { WindowLimiter } from '../../adapters/throttle/throttle.js';
import type { Platform } from '../../lib/platform.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/** Feedback from users, with its hourly limit. */
export function composeFeedback(platform: Platform) {
  const { config, database, storage, clock, throttleStore } = platform;
  return {
    feedbackService: new FeedbackService({
      repository: new FeedbackRepository({ db: database.db }),
      storage,
      clock,
    }),
    feedbackLimiter: new WindowLimiter(
      throttleStore,
      config.feedbackPerHour,
      3_600_000,
      'feedback',
    ),
  };
}
