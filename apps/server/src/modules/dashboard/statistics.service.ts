import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import { userBadges } from '../../db/schema.js';
import {
  BADGES,
  completionScore,
  currentStreak,
  longestDayRun,
  rankOf,
  type CollectionFacts,
} from './achievements.js';

const CACHE_TTL_MS = 5 * 60_000;
const DAY = 86_400_000;

export type Statistics = Awaited<ReturnType<StatisticsService['compute']>>;

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
export interface StatisticsServiceDeps {
  database: Database;
  clock: Clock;
  /** The deployment's currency (CURRENCY): every value is in it. */
  currency?: string;
}

export class StatisticsService {
  private readonly cache = new Map<string, { value: Statistics; at: number }>();

  private readonly database: Database;
  private readonly clock: Clock;
  private readonly currency: string;

  constructor(deps: StatisticsServiceDeps) {
    this.database = deps.database;
    this.clock = deps.clock;
    this.currency = deps.currency ?? 'USD';
  }

  /** Called whenever the user's items, files or shares change. */
  invalidate(userId: string) {
    this.cache.delete(userId);
  }

  async get(userId: string, refresh: boolean) {
    const cached = this.cache.get(userId);
    if (!refresh && cached && Date.now() - cached.at < CACHE_TTL_MS) {
      return { ...cached.value, cached: true, calculation_time_ms: 0 };
    }
    const value = await this.compute(userId);
    this.cache.set(userId, { value, at: Date.now() });
    return value;
  }

  private async compute(userId: string) {
    const started = performance.now();
    const now = this.clock.now();
    const since = new Date(now.getTime() - 29 * DAY).toISOString().slice(0, 10);
    const rows = this.database.rows.bind(this.database);
    // One pass over the user's owned items grouped by category (borrowed items are not part of
    // their net worth) and one over brands; the totals are sums of the groups.
    const [
      groups,
      brandRows,
      fileFacts,
      uploadDays,
      sharing,
      recentFiles,
      recentShares,
      recentItems,
    ] = await Promise.all([
      rows<ItemTotals & { category: string }>(sql`
        SELECT item_category AS category, count(*)::int AS total_items,
          coalesce(sum(estimated_value * quantity), 0)::float AS total_value,
          coalesce(sum(estimated_value * quantity) FILTER (WHERE is_verified), 0)::float AS verified_value,
          coalesce(sum(estimated_value * quantity) FILTER (WHERE NOT is_verified), 0)::float AS unverified_value,
          count(*) FILTER (WHERE is_verified)::int AS verified_items,
          count(*) FILTER (WHERE is_public)::int AS public_items,
          count(*) FILTER (WHERE coalesce(location, '') <> '')::int AS with_location,
          count(*) FILTER (WHERE coalesce(brand, '') <> '' AND condition IS NOT NULL
            AND estimated_value IS NOT NULL AND coalesce(location, '') <> '')::int AS complete_items,
          (count(*) FILTER (WHERE coalesce(brand, '') <> '') + count(*) FILTER (WHERE condition IS NOT NULL)
            + count(*) FILTER (WHERE estimated_value IS NOT NULL) + count(*) FILTER (WHERE coalesce(location, '') <> '')
            + count(*) FILTER (WHERE coalesce(item_description, '') <> '') + count(*) FILTER (WHERE cardinality(tags) > 0))::int AS filled_fields,
          0 AS categories, 0 AS brands
        FROM inventory_items WHERE user_id = ${userId}
        GROUP BY item_category`),
      rows<{ brand: string; count: number }>(sql`
        SELECT min(brand) AS brand, count(*)::int AS count FROM inventory_items
        WHERE user_id = ${userId} AND coalesce(brand, '') <> ''
        GROUP BY lower(brand) ORDER BY count DESC, 1`),
      rows<{ total: number; photos: number; documents: number }>(sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE content_type = 'image')::int AS photos,
          count(*) FILTER (WHERE content_type = 'text')::int AS documents
        FROM files WHERE user_id = ${userId}`),
      rows<{ day: string; count: number }>(sql`
        SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM files WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`),
      rows<{ lent: number; borrowed: number }>(sql`
        SELECT count(*) FILTER (WHERE owner_id = ${userId} AND status = 'CLAIMED')::int AS lent,
          count(*) FILTER (WHERE recipient_id = ${userId} AND status = 'CLAIMED' AND sharing_type = 'BORROW')::int AS borrowed
        FROM shares WHERE owner_id = ${userId} OR recipient_id = ${userId}`),
      rows<{
        filename: string;
        content_type: string;
        created_at: Date | string;
        items: number;
      }>(sql`
        SELECT f.filename, f.content_type, f.created_at,
          (SELECT count(*) FROM inventory_items i WHERE i.source_file_id = f.id)::int AS items
        FROM files f WHERE f.user_id = ${userId} ORDER BY f.created_at DESC LIMIT 5`),
      rows<{
        item_name: string;
        status: string;
        sharing_type: string;
        owner_id: string;
        updated_at: Date | string;
      }>(sql`
        SELECT item_name, status, sharing_type, owner_id, updated_at FROM shares
        WHERE owner_id = ${userId} OR recipient_id = ${userId} ORDER BY updated_at DESC LIMIT 5`),
      rows<{ item_name: string; created_at: Date | string }>(sql`
        SELECT item_name, created_at FROM inventory_items WHERE user_id = ${userId}
        ORDER BY created_at DESC LIMIT 5`),
    ]);
    const sum = (key: keyof ItemTotals) =>
      groups.reduce((total, group) => total + Number(group[key]), 0);
    const t: ItemTotals = {
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
    const byCategory = groups
      .map((group) => ({
        category: group.category,
        count: group.total_items,
        value: group.total_value,
      }))
      .sort((a, b) => b.value - a.value || b.count - a.count);
    const topBrands = brandRows.slice(0, 5);
    const days = uploadDays.map((row) => row.day);
    const facts: CollectionFacts = {
      totalItems: t.total_items,
      totalValue: t.total_value,
      verifiedItems: t.verified_items,
      itemsWithLocation: t.with_location,
      completeItems: t.complete_items,
      categories: t.categories,
      largestCategoryCount: Math.max(0, ...byCategory.map((row) => row.count)),
      brands: t.brands,
      photoUploads: fileFacts[0]?.photos ?? 0,
      totalUploads: fileFacts[0]?.total ?? 0,
      uploadDays: days,
    };
    const badges = await this.recordBadges(userId, facts, now);
    const { rank, next, progress } = rankOf(t.total_items);
    const nextBadge = BADGES.map((badge) => ({ badge, progress: badge.progress(facts) }))
      .filter(({ badge, progress: p }) => p < 1 && !badges.some((earned) => earned.id === badge.id))
      .sort((a, b) => b.progress - a.progress)[0];
    const today = now.toISOString().slice(0, 10);
    const perDay = new Map(uploadDays.map((row) => [row.day, row.count]));
    const round = (value: number) => Math.round(value * 100) / 100;
    const iso = (value: Date | string) => new Date(value).toISOString();

    const events = [
      ...recentFiles.map((file) => ({
        type: 'upload',
        description: `Uploaded ${file.filename}: ${file.items} item${file.items === 1 ? '' : 's'} found`,
        at: iso(file.created_at),
      })),
      ...recentShares.map((share) => ({
        type: 'share',
        description: `${share.owner_id === userId ? 'Your' : 'A borrowed'} ${share.sharing_type === 'BORROW' ? 'loan' : 'gift'} of ${share.item_name} is ${share.status.toLowerCase()}`,
        at: iso(share.updated_at),
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 10);

    return {
      net_worth: {
        total_value: round(t.total_value),
        currency: this.currency,
        verified_value: round(t.verified_value),
        unverified_value: round(t.unverified_value),
        by_category: byCategory.map((row) => ({
          category: row.category,
          value: round(row.value),
          count: row.count,
        })),
      },
      inventory_summary: {
        total_items: t.total_items,
        total_files: facts.totalUploads,
        photo_files: facts.photoUploads,
        document_files: fileFacts[0]?.documents ?? 0,
        categories: t.categories,
        verified_items: t.verified_items,
        public_items: t.public_items,
        lent_items: sharing[0]?.lent ?? 0,
        borrowed_items: sharing[0]?.borrowed ?? 0,
        top_categories: byCategory
          .slice(0, 5)
          .map((row) => ({ category: row.category, count: row.count })),
        top_brands: topBrands,
        recent_items: recentItems.map((item) => ({
          item_name: item.item_name,
          created_at: iso(item.created_at),
        })),
      },
      activity: {
        recent_events: events,
        uploads_per_day: Array.from({ length: 30 }, (_, index) => {
          const day = new Date(Date.parse(`${since}T00:00:00Z`) + index * DAY)
            .toISOString()
            .slice(0, 10);
          return { date: day, count: perDay.get(day) ?? 0 };
        }),
        current_streak: currentStreak(days, today),
        longest_streak: longestDayRun(days),
      },
      achievements: {
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
          totalItems: t.total_items,
          filledFields: t.filled_fields,
        }),
        all_badges: BADGES.map((badge) => ({
          id: badge.id,
          name: badge.name,
          icon: badge.icon,
          criterion: badge.criterion,
          earned: badges.some((earned) => earned.id === badge.id),
          progress: Math.round(badge.progress(facts) * 100),
        })),
      },
      last_updated: now.toISOString(),
      cached: false,
      calculation_time_ms: Math.round(performance.now() - started),
    };
  }

  /** Records newly met badges; returns every earned badge with its date, oldest first. */
  private async recordBadges(userId: string, facts: CollectionFacts, now: Date) {
    const met = BADGES.filter((badge) => badge.progress(facts) >= 1);
    if (met.length > 0) {
      await this.database.db
        .insert(userBadges)
        .values(met.map((badge) => ({ userId, badge: badge.id, earnedAt: now })))
        .onConflictDoNothing();
    }
    const earned = await this.database.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, userId)));
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
