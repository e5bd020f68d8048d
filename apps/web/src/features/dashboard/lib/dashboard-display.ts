import { monthDay } from '@/lib/calendar-text';
import type { Statistics } from '@circle/contract';
import {
  BadgeCheck,
  Camera,
  Compass,
  Crown,
  Flame,
  Footprints,
  Gem,
  Keyboard,
  Layers,
  Medal,
  Rainbow,
  ShieldCheck,
  Tag,
  type LucideIcon,
} from 'lucide-react';

type Achievements = Statistics['achievements'];
export type BadgeProgress = Achievements['all_badges'][number];

/** Spec §8 fallbacks of the Dashboard. */
export const DASHBOARD_TEXTS = {
  loadFailed: 'Failed to load dashboard data',
  refreshFailed: 'Failed to refresh dashboard data',
} as const;

/** Spec §9: the rank card shows 2 badges until "Show all". */
export const RANK_CARD_BADGES = 2;
/** Recent activity events listed on the Dashboard. */
export const RECENT_EVENTS_SHOWN = 5;

/**
 * An icon per badge of spec §3, drawn like every other icon of the app (the server's emoji need
 * an emoji font, which not every device has); unknown badges get a medal.
 */
const BADGE_ICONS: Record<string, LucideIcon> = {
  first_steps: Footprints,
  quality_controller: BadgeCheck,
  diverse_collector: Rainbow,
  brand_explorer: Tag,
  valuable_collection: Gem,
  verification_master: ShieldCheck,
  upload_streak: Flame,
  consistency_king: Crown,
  data_entry_pro: Keyboard,
  category_master: Layers,
  photo_expert: Camera,
  organization_guru: Compass,
};

export function badgeIcon(id: string): LucideIcon {
  return BADGE_ICONS[id] ?? Medal;
}

/** A percentage for a bar: a number clamped to 0–100 and rounded. */
export function clampPercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}

/** "1 item" / "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Items still missing before the next rank (never negative); null at the top rank. */
export function itemsToNextRank(achievements: Achievements, totalItems: number): number | null {
  if (!achievements.next_rank) return null;
  return Math.max(0, achievements.next_rank.min_items - totalItems);
}

/** The line under the rank's progress bar: "N items to Collector", or the top rank reached. */
export function rankProgressLabel(achievements: Achievements, totalItems: number): string {
  const missing = itemsToNextRank(achievements, totalItems);
  if (missing === null || !achievements.next_rank) return 'Top rank reached';
  return `${pluralize(missing, 'item')} to ${achievements.next_rank.name}`;
}

/**
 * The badges in the order the rank card shows them: earned ones first (latest first), then the
 * locked ones closest to being earned. The card shows the first two until "Show all".
 */
export function orderBadges(achievements: Achievements): BadgeProgress[] {
  const earnedAt = new Map(achievements.badges_earned.map((badge) => [badge.id, badge.earned_at]));
  const isEarned = (badge: BadgeProgress) => badge.earned || earnedAt.has(badge.id);
  return achievements.all_badges
    .map((badge, index) => ({ badge, index }))
    .sort((a, b) => {
      const aEarned = isEarned(a.badge);
      const bEarned = isEarned(b.badge);
      if (aEarned !== bEarned) return aEarned ? -1 : 1;
      if (aEarned) {
        // ISO timestamps: their text order is their time order.
        const earlier = earnedAt.get(a.badge.id) ?? '';
        const later = earnedAt.get(b.badge.id) ?? '';
        if (earlier !== later) return later > earlier ? 1 : -1;
      } else if (a.badge.progress !== b.badge.progress) {
        return b.badge.progress - a.badge.progress;
      }
      return a.index - b.index;
    })
    .map(({ badge }) => ({ ...badge, earned: isEarned(badge) }));
}

/** The badges on screen: two by default, every one when expanded. */
export function visibleBadges(
  achievements: Achievements,
  expanded: boolean,
  collapsedCount: number = RANK_CARD_BADGES,
): BadgeProgress[] {
  const ordered = orderBadges(achievements);
  return expanded ? ordered : ordered.slice(0, collapsedCount);
}

export interface CategoryBar {
  category: string;
  value: number;
  count: number;
  /** Width of the bar: the share of the largest category, 0–100. */
  percent: number;
}

/** The net-worth chart: categories by value, largest first, widths relative to the largest. */
export function categoryBars(byCategory: Statistics['net_worth']['by_category']): CategoryBar[] {
  const sorted = [...byCategory].sort((a, b) => b.value - a.value || b.count - a.count);
  const max = Math.max(0, ...sorted.map((row) => row.value));
  return sorted.map((row) => ({
    category: row.category,
    value: row.value,
    count: row.count,
    percent: max > 0 ? Math.max(row.value > 0 ? 2 : 0, (row.value / max) * 100) : 0,
  }));
}

export interface UploadBar {
  date: string;
  count: number;
  x: number;
  height: number;
}

/** Geometry of the 30-day uploads chart (SVG units): one bar per day, heights to the busiest day. */
export function uploadBars(
  days: Statistics['activity']['uploads_per_day'],
  { barWidth = 8, gap = 2, height = 56, minHeight = 2 } = {},
): { bars: UploadBar[]; width: number; height: number; total: number } {
  const max = Math.max(0, ...days.map((day) => day.count));
  const bars = days.map((day, index) => ({
    date: day.date,
    count: day.count,
    x: index * (barWidth + gap),
    height:
      day.count > 0 && max > 0 ? Math.max(minHeight * 2, (day.count / max) * height) : minHeight,
  }));
  return {
    bars,
    width: Math.max(0, days.length * (barWidth + gap) - gap),
    height,
    total: days.reduce((sum, day) => sum + day.count, 0),
  };
}

/** "Nov 22" for a YYYY-MM-DD day (read as a calendar day, not shifted by the time zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return monthDay(date, { utc: true });
}

/** An account younger than this is on its first visit: it is greeted "Welcome", not "Welcome back". */
export const FIRST_VISIT_MS = 12 * 3_600_000;

/** "Welcome, Ada!" on the first visit of a new account, "Welcome back, Ada!" after. */
export function greeting(
  firstName: string | null | undefined,
  createdAt: string | null | undefined,
  now: Date,
): string {
  const created = createdAt ? Date.parse(createdAt) : NaN;
  const returning = Number.isNaN(created) || now.getTime() - created >= FIRST_VISIT_MS;
  const words = returning ? 'Welcome back' : 'Welcome';
  return firstName ? `${words}, ${firstName}!` : `${words}!`;
}
