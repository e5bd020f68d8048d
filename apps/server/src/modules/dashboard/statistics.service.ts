import { shareActivitySentence } from './activity-sentences.js';
import type { Clock } from '../../adapters/clock.js';
import type { FilesRepository } from '../files/index.js';
import type { CategoryTotals, ItemStatisticsRepository } from '../inventory/index.js';
import type { SharingRepository } from '../sharing/index.js';
import {
  BADGES,
  completionScore,
  currentStreak,
  longestDayRun,
  rankOf,
  type CollectionFacts,
} from './achievements.js';
import type { BadgesRepository } from './badges.repository.js';

/** Where the figures come from: each table's owner answers for its own rows. */
export interface StatisticsSources {
  items: Pick<ItemStatisticsRepository, 'categoryTotals' | 'brandCounts' | 'recentItems'>;
  files: Pick<FilesRepository, 'uploadTotals' | 'uploadDays' | 'recentUploads'>;
  shares: Pick<SharingRepository, 'loanCounts' | 'recentChanges'>;
  badges: Pick<BadgesRepository, 'record' | 'earned'>;
}

export interface StatisticsServiceDeps extends StatisticsSources {
  clock: Clock;
  /** The deployment's currency (CURRENCY): every value is in it. */
  currency?: string;
}

const CACHE_TTL_MS = 5 * 60_000;
const DAY = 86_400_000;

export type Statistics = Awaited<ReturnType<StatisticsService['compute']>>;

type Summed = Exclude<keyof CategoryTotals, 'category'>;

interface ItemTotals {
  total_items: number;
  total_value: number;
  verified_value: number;
  unverified_value: number;
  verified_items: number;
  public_items: number;
  with_location: number;
  complete_items: number;
  filled_fields: number;
  categories: number;
  brands: number;
}

/**
 * The dashboard's figures, computed in a few aggregate queries and kept per user until their
 * data changes (or five minutes pass, for changes made by another process).
 */
export class StatisticsService {
  private readonly cache = new Map<string, { value: Statistics; at: number }>();

  private readonly sources: StatisticsSources;
  private readonly clock: Clock;
  private readonly currency: string;

  constructor(deps: StatisticsServiceDeps) {
    this.sources = deps;
    this.clock = deps.clock;
    this.currency = deps.currency ?? 'USD';
  }

  /** Called whenever the user's items, files or shares change. */
  invalidate(userId: string) {
    for (const key of this.cache.keys()) if (key.startsWith(`${userId}|`)) this.cache.delete(key);
  }

  /** Called when a household's items or members change: every member's figures of it go. */
  invalidateHousehold(householdId: string) {
    for (const key of this.cache.keys()) {
      if (key.endsWith(`|${householdId}`)) this.cache.delete(key);
    }
  }

  invalidateAll() {
    this.cache.clear();
  }

  /**
   * The user's figures over a household's items (their uploads and loans are their own);
   * `householdId` is the household the caller was allowed to read.
   */
  async get(userId: string, refresh: boolean, householdId = userId) {
    const key = `${userId}|${householdId}`;
    const cached = this.cache.get(key);
    if (!refresh && cached && Date.now() - cached.at < CACHE_TTL_MS) {
      return { ...cached.value, cached: true, calculation_time_ms: 0 };
    }
    const value = await this.compute(userId, householdId);
    this.cache.set(key, { value, at: Date.now() });
    return value;
  }

  private async compute(userId: string, householdId: string) {
    const started = performance.now();
    const now = this.clock.now();
    const data = await gather(this.sources, userId, householdId);
    const totals = itemTotals(data);
    const byCategory = categoryRows(data.groups);
    const facts: CollectionFacts = {
      totalItems: totals.total_items,
      totalValue: totals.total_value,
      verifiedItems: totals.verified_items,
      itemsWithLocation: totals.with_location,
      completeItems: totals.complete_items,
      categories: totals.categories,
      largestCategoryCount: Math.max(0, ...byCategory.map((row) => row.count)),
      brands: totals.brands,
      photoUploads: data.uploads.photos,
      totalUploads: data.uploads.total,
      uploadDays: data.uploadDays.map((row) => row.day),
    };
    const badges = await this.recordBadges(userId, facts, now);
    return {
      net_worth: netWorthOf(totals, byCategory, this.currency),
      inventory_summary: inventorySummaryOf(totals, byCategory, data),
      activity: activityOf(userId, data, now),
      achievements: achievementsOf(facts, badges, totals.filled_fields),
      last_updated: now.toISOString(),
      cached: false,
      calculation_time_ms: Math.round(performance.now() - started),
    };
  }

  /** Records newly met badges; returns every earned badge with its date, oldest first. */
  private async recordBadges(userId: string, facts: CollectionFacts, now: Date) {
    const met = BADGES.filter((badge) => badge.progress(facts) >= 1);
    await this.sources.badges.record(
      userId,
      met.map((badge) => badge.id),
      now,
    );
    const earned = await this.sources.badges.earned(userId);
    return earned
      .map((row) => {
        const badge = BADGES.find((candidate) => candidate.id === row.badge);
        return badge
          ? {
              id: badge.id,
              name: badge.name,
              icon: badge.icon,
              description: badge.criterion,
              earned_at: row.earnedAt.toISOString(),
            }
          : null;
      })
      .filter((badge): badge is NonNullable<typeof badge> => badge !== null)
      .sort((a, b) => a.earned_at.localeCompare(b.earned_at) || a.name.localeCompare(b.name));
  }
}

const iso = (value: Date | string) => new Date(value).toISOString();
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Every figure's rows, asked of their owners at once: one pass over the user's owned items
 * grouped by category (borrowed items are not part of their net worth) and one over brands; the
 * totals are sums of the groups.
 */
async function gather(sources: StatisticsSources, userId: string, householdId: string) {
  const { items, files, shares } = sources;
  const [groups, brandRows, uploads, uploadDays, sharing, recentFiles, recentShares, recentItems] =
    await Promise.all([
      items.categoryTotals(householdId),
      items.brandCounts(householdId),
      files.uploadTotals(userId),
      files.uploadDays(userId),
      shares.loanCounts(userId),
      files.recentUploads(userId, 5),
      shares.recentChanges(userId, 5),
      items.recentItems(householdId, 5),
    ]);
  return {
    groups,
    brandRows,
    uploads,
    uploadDays,
    sharing,
    recentFiles,
    recentShares,
    recentItems,
  };
}

type StatisticsData = Awaited<ReturnType<typeof gather>>;
type CategoryRow = ReturnType<typeof categoryRows>[number];

function itemTotals({ groups, brandRows }: StatisticsData): ItemTotals {
  const sum = (key: Summed) => groups.reduce((total, group) => total + Number(group[key]), 0);
  return {
    total_items: sum('total_items'),
    total_value: sum('total_value'),
    verified_value: sum('verified_value'),
    unverified_value: sum('unverified_value'),
    verified_items: sum('verified_items'),
    public_items: sum('public_items'),
    with_location: sum('with_location'),
    complete_items: sum('complete_items'),
    filled_fields: sum('filled_fields'),
    categories: groups.length,
    brands: brandRows.length,
  };
}

/** The categories by value, then by count. */
function categoryRows(groups: StatisticsData['groups']) {
  return groups
    .map((group) => ({
      category: group.category,
      count: group.total_items,
      value: group.total_value,
    }))
    .sort((a, b) => b.value - a.value || b.count - a.count);
}

function netWorthOf(totals: ItemTotals, byCategory: CategoryRow[], currency: string) {
  return {
    total_value: round(totals.total_value),
    currency,
    verified_value: round(totals.verified_value),
    unverified_value: round(totals.unverified_value),
    by_category: byCategory.map((row) => ({
      category: row.category,
      value: round(row.value),
      count: row.count,
    })),
  };
}

function inventorySummaryOf(totals: ItemTotals, byCategory: CategoryRow[], data: StatisticsData) {
  return {
    total_items: totals.total_items,
    total_files: data.uploads.total,
    photo_files: data.uploads.photos,
    document_files: data.uploads.documents,
    categories: totals.categories,
    verified_items: totals.verified_items,
    public_items: totals.public_items,
    lent_items: data.sharing.lent,
    borrowed_items: data.sharing.borrowed,
    top_categories: byCategory
      .slice(0, 5)
      .map((row) => ({ category: row.category, count: row.count })),
    top_brands: data.brandRows.slice(0, 5),
    recent_items: data.recentItems.map((item) => ({
      item_name: item.item_name,
      created_at: iso(item.created_at),
    })),
  };
}

/** The latest events, uploads on each of the last 30 days, and the upload streaks. */
function activityOf(userId: string, data: StatisticsData, now: Date) {
  const since = new Date(now.getTime() - 29 * DAY).toISOString().slice(0, 10);
  const days = data.uploadDays.map((row) => row.day);
  const perDay = new Map(data.uploadDays.map((row) => [row.day, row.count]));
  return {
    recent_events: recentEvents(userId, data.recentFiles, data.recentShares),
    uploads_per_day: Array.from({ length: 30 }, (_, index) => {
      const day = new Date(Date.parse(`${since}T00:00:00Z`) + index * DAY)
        .toISOString()
        .slice(0, 10);
      return { date: day, count: perDay.get(day) ?? 0 };
    }),
    current_streak: currentStreak(days, now.toISOString().slice(0, 10)),
    longest_streak: longestDayRun(days),
  };
}

type EarnedBadge = Awaited<ReturnType<StatisticsService['recordBadges']>>[number];

/** The ten latest uploads and share changes, newest first. */
function recentEvents(
  userId: string,
  recentFiles: Awaited<ReturnType<StatisticsSources['files']['recentUploads']>>,
  recentShares: Awaited<ReturnType<StatisticsSources['shares']['recentChanges']>>,
) {
  return [
    ...recentFiles.map((file) => ({
      type: 'upload',
      description: `Uploaded ${file.filename}: ${file.items} item${file.items === 1 ? '' : 's'} found`,
      at: iso(file.created_at),
    })),
    ...recentShares.map((share) => ({
      type: 'share',
      description: shareActivitySentence(share, userId),
      at: iso(share.updated_at),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 10);
}

/** Rank, badges and the next milestone of a collection. */
function achievementsOf(facts: CollectionFacts, badges: EarnedBadge[], filledFields: number) {
  const { rank, next, progress } = rankOf(facts.totalItems);
  const nextBadge = BADGES.map((badge) => ({ badge, progress: badge.progress(facts) }))
    .filter(({ badge, progress: p }) => p < 1 && !badges.some((earned) => earned.id === badge.id))
    .sort((a, b) => b.progress - a.progress)[0];
  return {
    rank: { level: rank.level, name: rank.name, min_items: rank.minItems },
    next_rank: next ? { level: next.level, name: next.name, min_items: next.minItems } : null,
    progress_to_next_rank: progress,
    badges_earned: badges,
    next_milestone: nextBadge
      ? {
          badge: nextBadge.badge.name,
          description: nextBadge.badge.criterion,
          progress: Math.round(nextBadge.progress * 100),
        }
      : null,
    completion_score: completionScore({
      totalItems: facts.totalItems,
      filledFields,
    }),
    all_badges: BADGES.map((badge) => ({
      id: badge.id,
      name: badge.name,
      icon: badge.icon,
      criterion: badge.criterion,
      earned: badges.some((earned) => earned.id === badge.id),
      progress: Math.round(badge.progress(facts) * 100),
    })),
  };
}
