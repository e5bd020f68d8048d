import { describe, expect, it } from 'vitest';
import {
  BADGES,
  completionScore,
  currentStreak,
  longestDayRun,
  longestWeekRun,
  rankOf,
  type CollectionFacts,
} from './achievements.js';

const none: CollectionFacts = {
  totalItems: 0,
  totalValue: 0,
  verifiedItems: 0,
  itemsWithLocation: 0,
  completeItems: 0,
  categories: 0,
  largestCategoryCount: 0,
  brands: 0,
  photoUploads: 0,
  totalUploads: 0,
  uploadDays: [],
};
const earned = (facts: Partial<CollectionFacts>) =>
  BADGES.filter((badge) => badge.progress({ ...none, ...facts }) >= 1).map((badge) => badge.name);
const days = (start: string, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * step * 86_400_000).toISOString().slice(0, 10),
  );

describe('badges are earned exactly at their criterion', () => {
  const cases: [string, Partial<CollectionFacts>, Partial<CollectionFacts>][] = [
    ['First Steps', { totalUploads: 0 }, { totalUploads: 1 }],
    ['Quality Controller', { verifiedItems: 9 }, { verifiedItems: 10 }],
    ['Diverse Collector', { categories: 4 }, { categories: 5 }],
    ['Brand Explorer', { brands: 9 }, { brands: 10 }],
    ['Valuable Collection', { totalValue: 9999.99 }, { totalValue: 10_000 }],
    [
      'Verification Master',
      { totalItems: 20, verifiedItems: 17 },
      { totalItems: 20, verifiedItems: 18 },
    ],
    [
      'Verification Master',
      { totalItems: 19, verifiedItems: 19 },
      { totalItems: 20, verifiedItems: 20 },
    ],
    ['Upload Streak', { uploadDays: days('2026-03-01', 6) }, { uploadDays: days('2026-03-01', 7) }],
    [
      'Consistency King',
      { uploadDays: days('2026-03-02', 3, 7) },
      { uploadDays: days('2026-03-02', 4, 7) },
    ],
    ['Data Entry Pro', { completeItems: 9 }, { completeItems: 10 }],
    ['Category Master', { largestCategoryCount: 24 }, { largestCategoryCount: 25 }],
    ['Photo Expert', { photoUploads: 24 }, { photoUploads: 25 }],
    [
      'Organization Guru',
      { totalItems: 20, itemsWithLocation: 17 },
      { totalItems: 20, itemsWithLocation: 18 },
    ],
    [
      'Organization Guru',
      { totalItems: 19, itemsWithLocation: 19 },
      { totalItems: 20, itemsWithLocation: 20 },
    ],
  ];
  it.each(cases)('%s', (name, before, at) => {
    expect(earned(before)).not.toContain(name);
    expect(earned(at)).toContain(name);
  });

  it('has the twelve badges of the spec, each with an icon and a criterion', () => {
    expect(BADGES.map((badge) => badge.name)).toEqual([
      'First Steps',
      'Quality Controller',
      'Diverse Collector',
      'Brand Explorer',
      'Valuable Collection',
      'Verification Master',
      'Upload Streak',
      'Consistency King',
      'Data Entry Pro',
      'Category Master',
      'Photo Expert',
      'Organization Guru',
    ]);
    for (const badge of BADGES) {
      expect(badge.icon).not.toBe('');
      expect(badge.criterion).toMatch(/\.$/);
    }
  });
});

describe('streaks, ranks and completion', () => {
  it('counts day and week runs', () => {
    expect(
      longestDayRun(['2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05', '2026-01-06']),
    ).toBe(3);
    expect(currentStreak(['2026-01-04', '2026-01-05', '2026-01-06'], '2026-01-06')).toBe(3);
    expect(currentStreak(['2026-01-04', '2026-01-05'], '2026-01-06')).toBe(2);
    expect(currentStreak(['2026-01-04'], '2026-01-06')).toBe(0);
    // Monday 2026-03-02, then the Sunday of the next week: two consecutive weeks.
    expect(longestWeekRun(['2026-03-02', '2026-03-15'])).toBe(2);
    expect(longestWeekRun(['2026-03-02', '2026-03-16'])).toBe(1);
  });

  it('climbs the rank ladder', () => {
    expect(rankOf(0)).toMatchObject({
      rank: { name: 'Newcomer' },
      next: { name: 'Collector' },
      progress: 0,
    });
    expect(rankOf(5).progress).toBe(50);
    expect(rankOf(10).rank.name).toBe('Collector');
    expect(rankOf(30)).toMatchObject({ rank: { name: 'Collector' }, progress: 50 });
    expect(rankOf(5000)).toMatchObject({ rank: { name: 'Legend' }, next: null, progress: 100 });
  });

  it('scores how complete the details are', () => {
    expect(completionScore({ totalItems: 0, filledFields: 0 })).toBe(0);
    expect(completionScore({ totalItems: 2, filledFields: 6 })).toBe(50);
    expect(completionScore({ totalItems: 1, filledFields: 6 })).toBe(100);
  });
});
