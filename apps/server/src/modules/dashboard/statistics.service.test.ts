import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import type { CategoryTotals } from '../inventory/index.js';
import { StatisticsService, type StatisticsSources } from './statistics.service.js';

const category = (overrides: Partial<CategoryTotals> & { category: string }): CategoryTotals => ({
  total_items: 0,
  total_value: 0,
  verified_value: 0,
  unverified_value: 0,
  verified_items: 0,
  public_items: 0,
  with_location: 0,
  complete_items: 0,
  filled_fields: 0,
  ...overrides,
});

/** Statistics over fake owners: each answers what its table would hold for the user. */
function setup() {
  const earned: { badge: string; earnedAt: Date }[] = [];
  const calls = { categoryTotals: 0 };
  const sources: StatisticsSources = {
    items: {
      categoryTotals: async () => {
        calls.categoryTotals += 1;
        return [
          category({ category: 'tools', total_items: 3, total_value: 300, verified_value: 100 }),
          category({ category: 'books', total_items: 5, total_value: 50, unverified_value: 50 }),
        ];
      },
      brandCounts: async () => [
        { brand: 'Bosch', count: 2 },
        { brand: 'Makita', count: 1 },
      ],
      recentItems: async () => [{ item_name: 'Drill', created_at: '2026-03-09T10:00:00Z' }],
    },
    files: {
      uploadTotals: async () => ({ total: 2, photos: 1, documents: 1 }),
      uploadDays: async () => [
        { day: '2026-03-09', count: 1 },
        { day: '2026-03-10', count: 1 },
      ],
      recentUploads: async () => [
        {
          filename: 'shelf.jpg',
          content_type: 'image',
          created_at: new Date('2026-03-10T08:00:00Z'),
          items: 1,
        },
      ],
    },
    shares: {
      loanCounts: async () => ({ lent: 1, borrowed: 2 }),
      recentChanges: async () => [
        {
          item_name: 'Ladder',
          status: 'CLAIMED',
          sharing_type: 'BORROW',
          owner_id: 'user-1',
          updated_at: '2026-03-10T09:00:00Z',
        },
      ],
    },
    badges: {
      record: async (_userId, badgeIds, now) => {
        for (const badge of badgeIds) {
          if (!earned.some((row) => row.badge === badge)) earned.push({ badge, earnedAt: now });
        }
      },
      earned: async () => earned,
    },
  };
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  return {
    service: new StatisticsService({ ...sources, clock, currency: 'EUR' }),
    earned,
    calls,
    clock,
  };
}

describe('StatisticsService', () => {
  it('sums the categories into net worth, largest value first, in the deployment currency', async () => {
    const { service } = setup();
    const stats = await service.get('user-1', false);
    expect(stats.net_worth).toEqual({
      total_value: 350,
      currency: 'EUR',
      verified_value: 100,
      unverified_value: 50,
      by_category: [
        { category: 'tools', value: 300, count: 3 },
        { category: 'books', value: 50, count: 5 },
      ],
    });
    expect(stats.inventory_summary).toMatchObject({
      total_items: 8,
      total_files: 2,
      photo_files: 1,
      document_files: 1,
      categories: 2,
      lent_items: 1,
      borrowed_items: 2,
      top_brands: [
        { brand: 'Bosch', count: 2 },
        { brand: 'Makita', count: 1 },
      ],
    });
  });

  it('counts uploads per day over thirty days and the current streak', async () => {
    const { service } = setup();
    const { activity } = await service.get('user-1', false);
    expect(activity.uploads_per_day).toHaveLength(30);
    expect(activity.uploads_per_day.at(-1)).toEqual({ date: '2026-03-10', count: 1 });
    expect(activity.uploads_per_day[0]?.date).toBe('2026-02-09');
    expect(activity.current_streak).toBe(2);
    expect(activity.recent_events.map((event) => event.type)).toEqual(['share', 'upload']);
    expect(activity.recent_events[0]?.description).toBe('You lent Ladder');
  });

  it('records a badge once, keeping the date it was first earned', async () => {
    const { service, earned, clock } = setup();
    const first = await service.get('user-1', true);
    expect(first.achievements.badges_earned.map((badge) => badge.id)).toContain('first_steps');
    clock.advance(86_400_000);
    await service.get('user-1', true);
    const firstSteps = earned.filter((row) => row.badge === 'first_steps');
    expect(firstSteps).toEqual([
      { badge: 'first_steps', earnedAt: new Date('2026-03-10T12:00:00Z') },
    ]);
  });

  it('serves the figures from its cache until the user’s data changes', async () => {
    const { service, calls } = setup();
    await service.get('user-1', false);
    const again = await service.get('user-1', false);
    expect(again.cached).toBe(true);
    expect(calls.categoryTotals).toBe(1);
    service.invalidate('user-1');
    expect((await service.get('user-1', false)).cached).toBe(false);
    expect(calls.categoryTotals).toBe(2);
  });
});
