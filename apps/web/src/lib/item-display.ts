import { categoryLabelOf, type InventoryItem } from '@circle/contract';
import {
  Archive,
  BedDouble,
  Camera,
  BookOpen,
  CookingPot,
  FileText,
  FlaskConical,
  Gem,
  Headphones,
  House,
  Lamp,
  Laptop,
  MonitorSmartphone,
  Package,
  Palette,
  Shirt,
  Smartphone,
  Sofa,
  Speaker,
  SprayCan,
  Trophy,
  Tv,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { deriveOwnership } from './ownership-state';

/** Tones shared by the badges (success, info/accent, warning, error). */
export type Tone = 'success' | 'info' | 'accent' | 'warning' | 'error' | 'neutral';

/** Spec §9: confidence badge colours from thresholds 95 and 90. */
export const CONFIDENCE_THRESHOLDS = { high: 95, medium: 90 } as const;
/** Spec §9: location cut at 20 characters on cards. */
export const LOCATION_MAX_CHARS = 20;

/** A 0–1 score as a whole percentage (scores given as percentages pass through). */
export function confidencePercent(score: number | null | undefined): number {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  const percent = score <= 1 ? score * 100 : score;
  return Math.max(0, Math.min(100, Math.round(percent)));
}

/** ≥ 95 success, ≥ 90 accent (info), else warning. Takes the percentage. */
export function confidenceTone(percent: number): Tone {
  if (percent >= CONFIDENCE_THRESHOLDS.high) return 'success';
  if (percent >= CONFIDENCE_THRESHOLDS.medium) return 'accent';
  return 'warning';
}

/** Spec §9: new and excellent success, good info, fair warning, poor error. */
export function conditionTone(condition: string | null | undefined): Tone {
  switch (condition?.trim().toLowerCase()) {
    case 'new':
    case 'excellent':
      return 'success';
    case 'good':
      return 'info';
    case 'fair':
      return 'warning';
    case 'poor':
      return 'error';
    default:
      return 'neutral';
  }
}

/** Spec §9: a location longer than 20 characters is cut there, with an ellipsis. */
export function truncateLocation(
  location: string | null | undefined,
  max: number = LOCATION_MAX_CHARS,
): string {
  const text = (location ?? '').trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A category (or condition) as a person reads it: "chemical_perishable" → "Food & perishables". */
export function categoryLabel(category: string | null | undefined): string {
  return categoryLabelOf(category);
}

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  electronics: MonitorSmartphone,
  jewelry: Gem,
  clothing: Shirt,
  furniture: Sofa,
  books: BookOpen,
  art: Palette,
  collectibles: Trophy,
  documents: FileText,
  tools: Wrench,
  kitchenware: CookingPot,
  'household items': House,
  'home textiles': BedDouble,
  'cleaning supplies': SprayCan,
  decor: Lamp,
  storage: Archive,
  'chemical perishable': FlaskConical,
};

/** Things whose name says what they look like better than their category's icon. */
const KIND_ICONS: [RegExp, LucideIcon][] = [
  [/\b(tv|television|telly|monitor|oled|qled)\b/, Tv],
  [/\b(laptop|macbook|notebook|chromebook)\b/, Laptop],
  [/\b(headphones?|earbuds?|headset|airpods)\b/, Headphones],
  [/\b(camera|dslr|gopro)\b/, Camera],
  [/\b(speakers?|soundbar|sonos)\b/, Speaker],
  [/\b(phone|smartphone|iphone)\b/, Smartphone],
];

/**
 * Spec §9: an icon per category name (case, spaces and underscores do not matter); an
 * electronic item named as a TV, laptop, camera… gets that thing's icon (a TV is no phone).
 */
export function categoryIcon(
  category: string | null | undefined,
  itemName?: string | null,
): LucideIcon {
  const key = (category ?? '').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (key === 'electronics' && itemName) {
    const name = itemName.toLowerCase();
    const kind = KIND_ICONS.find(([pattern]) => pattern.test(name));
    if (kind) return kind[1];
  }
  return CATEGORY_ICONS[key] ?? Package;
}

/**
 * Spec §4 card status, from sharing_info: borrowed, lent out, pending or returned shares first,
 * else "Public Item", "Ready to share" or "Private".
 */
export function ownershipStatus(
  item: Pick<InventoryItem, 'is_public' | 'is_shareable'> & {
    sharing_info?: InventoryItem['sharing_info'] | undefined;
  },
  now: Date = new Date(),
): { label: string; tone: Tone } {
  return deriveOwnership(item, now).card;
}

/** The toast when an item opened from a list or a chat answer no longer exists. */
export const ITEM_NOT_FOUND = {
  title: 'Item Not Found',
  message: 'This item may have been deleted or moved',
} as const;
