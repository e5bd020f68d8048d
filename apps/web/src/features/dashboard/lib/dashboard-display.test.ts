import type { Statistics } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryBars,
  clampPercent,
  formatDay,
  greeting,
  itemsToNextRank,
  orderBadges,
  rankProgressLabel,
  uploadBars,
  visibleBadges,
} from './dashboard-display';

type Achievements = Statistics['achievements'];

function badge(id: string, name: string, earned: boolean, progress: number) {
  return { id, name, icon: '*', criterion: `Do ${name}`, earned, progress };
}

const achievements: Achievements = {
  rank: { level: 1, name: 'Newcomer', min_items: 0 },
  next_rank: { level: 2, name: 'Collector', min_items: 10 },
  progress_to_next_rank: 30,
  badges_earned: [
    {
      id: 'first_steps',
      name: 'First Steps',
      icon: '👣',
      description: 'Upload your first photo or document.',
      earned_at: '2025-11-01T10:00:00Z',
    },
    {
      id: 'diverse',
      name: 'Diverse Collector',
      icon: '🌈',
      description: '5 categories',
      earned_at: '2025-11-05T10:00:00Z',
    },
  ],
  next_milestone: { badge: 'Photo Expert', description: 'Upload 25 photos.', progress: 40 },
  completion_score: 72.4,
  all_badges: [
    badge('first_steps', 'First Steps', true, 100),
    badge('quality', 'Quality Controller', false, 10),
    badge('diverse', 'Diverse Collector', true, 100),
    badge('photo', 'Photo Expert', false, 40),
    badge('brand', 'Brand Explorer', false, 40),
  ],
};

describe('rank display', () => {
  it('counts the items missing to the next rank', () => {
    expect(itemsToNextRank(achievements, 3)).toBe(7);
    expect(rankProgressLabel(achievements, 3)).toBe('7 items to Collector');
    expect(rankProgressLabel(achievements, 9)).toBe('1 item to Collector');
  });

  it('never goes below zero and knows the top rank', () => {
    expect(itemsToNextRank(achievements, 12)).toBe(0);
    const top = { ...achievements, next_rank: null, progress_to_next_rank: 100 };
    expect(itemsToNextRank(top, 2000)).toBeNull();
    expect(rankProgressLabel(top, 2000)).toBe('Top rank reached');
  });

  it('clamps percentages for the bars', () => {
    expect(clampPercent(72.4)).toBe(72);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(undefined)).toBe(0);
  });
});

describe('badges on the rank card', () => {
  it('puts earned badges first (latest first), then locked ones by progress', () => {
    expect(orderBadges(achievements).map((entry) => entry.id)).toEqual([
      'diverse',
      'first_steps',
      'photo',
      'brand',
      'quality',
    ]);
  });

  it('shows two badges by default and every badge when expanded', () => {
    expect(visibleBadges(achievements, false).map((entry) => entry.name)).toEqual([
      'Diverse Collector',
      'First Steps',
    ]);
    const all = visibleBadges(achievements, true);
    expect(all).toHaveLength(5);
    expect(all.filter((entry) => entry.earned)).toHaveLength(2);
  });

  it('treats a badge listed in badges_earned as earned', () => {
    const stale = {
      ...achievements,
      all_badges: achievements.all_badges.map((entry) => ({ ...entry, earned: false })),
    };
    expect(
      orderBadges(stale)
        .filter((entry) => entry.earned)
        .map((entry) => entry.id),
    ).toEqual(['diverse', 'first_steps']);
  });
});

describe('charts', () => {
  it('sorts categories by value with widths relative to the largest', () => {
    const bars = categoryBars([
      { category: 'books', value: 50, count: 4 },
      { category: 'electronics', value: 200, count: 2 },
      { category: 'decor', value: 0, count: 1 },
    ]);
    expect(bars.map((bar) => [bar.category, bar.percent])).toEqual([
      ['electronics', 100],
      ['books', 25],
      ['decor', 0],
    ]);
  });

  it('lays out 30 upload bars scaled to the busiest day', () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      date: `2025-11-${String(index + 1).padStart(2, '0')}`,
      count: index === 29 ? 4 : index === 10 ? 2 : 0,
    }));
    const chart = uploadBars(days);
    expect(chart.bars).toHaveLength(30);
    expect(chart.total).toBe(6);
    expect(chart.width).toBe(30 * 10 - 2);
    expect(chart.bars[29]?.height).toBe(56);
    expect(chart.bars[10]?.height).toBe(28);
    expect(chart.bars[0]?.height).toBe(2);
    expect(chart.bars[1]?.x).toBe(10);
  });

  it('formats a calendar day without shifting it', () => {
    expect(formatDay('2025-11-22')).toBe('Nov 22');
  });
});

describe('greeting', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('welcomes a new account on its first visit and welcomes back everyone else', () => {
    expect(greeting('Ada', '2026-11-27T11:40:00Z', now)).toBe('Welcome, Ada!');
    expect(greeting(null, '2026-11-27T11:40:00Z', now)).toBe('Welcome!');
    expect(greeting('Ada', '2026-11-20T09:00:00Z', now)).toBe('Welcome back, Ada!');
    expect(greeting('Ada', undefined, now)).toBe('Welcome back, Ada!');
  });
});
