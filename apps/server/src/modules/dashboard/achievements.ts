/**
 * Ranks and badges. Each badge has one precise criterion over facts about the user's collection;
 * a badge, once earned, stays earned (it is recorded with the time it was first seen met).
 */
export interface CollectionFacts {
  totalItems: number;
  totalValue: number;
  verifiedItems: number;
  itemsWithLocation: number;
  /** Items with name, category, brand, condition, value and location all filled in. */
  completeItems: number;
  categories: number;
  largestCategoryCount: number;
  brands: number;
  photoUploads: number;
  totalUploads: number;
  /** Distinct days (YYYY-MM-DD, UTC) with at least one upload, oldest first. */
  uploadDays: string[];
}

export interface BadgeDefinition {
  id: string;
  name: string;
  icon: string;
  criterion: string;
  /** Progress towards the badge, 0..1; 1 means earned. */
  progress(facts: CollectionFacts): number;
}

const ratio = (value: number, target: number) => Math.max(0, Math.min(1, value / target));

/** The longest run of consecutive days in a sorted list of distinct days. */
export function longestDayRun(days: string[]): number {
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    const time = Date.parse(`${day}T00:00:00Z`);
    run = previous !== undefined && time - previous === 86_400_000 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = time;
  }
  return best;
}

/** Consecutive days with uploads ending today or yesterday (a streak is alive until a day is missed). */
export function currentStreak(days: string[], today: string): number {
  const set = new Set(days);
  let cursor = Date.parse(`${today}T00:00:00Z`);
  if (!set.has(today)) cursor -= 86_400_000;
  let streak = 0;
  while (set.has(new Date(cursor).toISOString().slice(0, 10))) {
    streak += 1;
    cursor -= 86_400_000;
  }
  return streak;
}

/** The longest run of consecutive ISO weeks with uploads. */
export function longestWeekRun(days: string[]): number {
  const weeks = [
    ...new Set(
      days.map((day) => Math.floor((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 3) / 7)),
    ),
  ].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const week of weeks) {
    run = previous !== undefined && week - previous === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = week;
  }
  return best;
}

export const BADGES: BadgeDefinition[] = [
  {
    id: 'first_steps',
    name: 'First Steps',
    icon: '👣',
    criterion: 'Upload your first photo or document.',
    progress: (f) => ratio(f.totalUploads, 1),
  },
  {
    id: 'quality_controller',
    name: 'Quality Controller',
    icon: '✅',
    criterion: 'Verify 10 items.',
    progress: (f) => ratio(f.verifiedItems, 10),
  },
  {
    id: 'diverse_collector',
    name: 'Diverse Collector',
    icon: '🌈',
    criterion: 'Own items in 5 different categories.',
    progress: (f) => ratio(f.categories, 5),
  },
  {
    id: 'brand_explorer',
    name: 'Brand Explorer',
    icon: '🏷️',
    criterion: 'Own items of 10 different brands.',
    progress: (f) => ratio(f.brands, 10),
  },
  {
    id: 'valuable_collection',
    name: 'Valuable Collection',
    icon: '💎',
    criterion: 'Reach a total estimated value of $10,000.',
    progress: (f) => ratio(f.totalValue, 10_000),
  },
  {
    id: 'verification_master',
    name: 'Verification Master',
    icon: '🛡️',
    criterion: 'Have at least 90% of at least 20 items verified.',
    progress: (f) =>
      Math.min(
        ratio(f.totalItems, 20),
        f.totalItems === 0 ? 0 : ratio(f.verifiedItems / f.totalItems, 0.9),
      ),
  },
  {
    id: 'upload_streak',
    name: 'Upload Streak',
    icon: '🔥',
    criterion: 'Upload on 7 days in a row.',
    progress: (f) => ratio(longestDayRun(f.uploadDays), 7),
  },
  {
    id: 'consistency_king',
    name: 'Consistency King',
    icon: '👑',
    criterion: 'Upload in 4 weeks in a row.',
    progress: (f) => ratio(longestWeekRun(f.uploadDays), 4),
  },
  {
    id: 'data_entry_pro',
    name: 'Data Entry Pro',
    icon: '⌨️',
    criterion:
      'Complete every detail (name, category, brand, condition, value, location) of 10 items.',
    progress: (f) => ratio(f.completeItems, 10),
  },
  {
    id: 'category_master',
    name: 'Category Master',
    icon: '🗂️',
    criterion: 'Own 25 items in one category.',
    progress: (f) => ratio(f.largestCategoryCount, 25),
  },
  {
    id: 'photo_expert',
    name: 'Photo Expert',
    icon: '📸',
    criterion: 'Upload 25 photos.',
    progress: (f) => ratio(f.photoUploads, 25),
  },
  {
    id: 'organization_guru',
    name: 'Organization Guru',
    icon: '🧭',
    criterion: 'Give a location to at least 90% of at least 20 items.',
    progress: (f) =>
      Math.min(
        ratio(f.totalItems, 20),
        f.totalItems === 0 ? 0 : ratio(f.itemsWithLocation / f.totalItems, 0.9),
      ),
  },
];

export interface Rank {
  level: number;
  name: string;
  /** Items needed to reach this rank. */
  minItems: number;
}

export const RANKS: Rank[] = [
  { level: 1, name: 'Newcomer', minItems: 0 },
  { level: 2, name: 'Collector', minItems: 10 },
  { level: 3, name: 'Curator', minItems: 50 },
  { level: 4, name: 'Archivist', minItems: 150 },
  { level: 5, name: 'Connoisseur', minItems: 500 },
  { level: 6, name: 'Legend', minItems: 1500 },
];

export function rankOf(items: number): { rank: Rank; next: Rank | null; progress: number } {
  let index = 0;
  for (let i = 0; i < RANKS.length; i += 1) if (items >= RANKS[i]!.minItems) index = i;
  const rank = RANKS[index]!;
  const next = RANKS[index + 1] ?? null;
  const progress = next
    ? Math.round(((items - rank.minItems) / (next.minItems - rank.minItems)) * 100)
    : 100;
  return { rank, next, progress };
}

/** How complete the items' details are, 0..100. */
export function completionScore(
  facts: Pick<CollectionFacts, 'totalItems'> & { filledFields: number },
  fieldsPerItem = 6,
) {
  if (facts.totalItems === 0) return 0;
  return Math.round((facts.filledFields / (facts.totalItems * fieldsPerItem)) * 100);
}
