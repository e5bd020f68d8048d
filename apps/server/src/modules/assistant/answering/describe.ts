import { categoryLabelOf } from '@circle/contract';
import { placeName } from './place-name.js';
import { listNames, money } from '../assistant-provider.js';
import type { FactItem } from '../inventory-facts.js';
import type { Filters, SetQuery } from '../understanding/query.js';

const bound = (filters: Filters) => {
  const { valueMin: min, valueMax: max } = filters;
  if (min && max) return `between ${money(min.amount)} and ${money(max.amount)}`;
  if (min) return `${min.inclusive ? 'at least' : 'over'} ${money(min.amount)}`;
  if (max) return `${max.inclusive ? 'up to' : 'under'} ${money(max.amount)}`;
  return '';
};

/** A set in words, the way an answer states what it computed: "Electronics over $500". */
export function describeSet(set: SetQuery, phraseLabel?: string): string {
  const { filters } = set;
  const parts: string[] = [];
  const adjectives = [
    ...(filters.isPublic === true ? ['public'] : filters.isPublic === false ? ['private'] : []),
    ...(filters.isShareable === true ? ['shareable'] : []),
    ...filters.conditions.map((condition) => `${condition}-condition`),
  ];
  const categories = filters.categories.map((category) => categoryLabelOf(category));
  const brands = filters.brands;
  const noun = phraseLabel ? `"${phraseLabel}"` : '';
  if (filters.categoryOrLocation) {
    const where = `${listNames(categories)} or anything in ${filters.locations.map(placeName).join(' or ')}`;
    parts.push(noun ? `${noun} (${where})` : where);
  } else {
    const head = [
      ...adjectives,
      ...brands,
      ...(categories.length ? [categories.join(' or ')] : []),
      ...(noun ? [noun] : []),
    ].join(' ');
    parts.push(head || (adjectives.length ? '' : 'your items'));
    if (!categories.length && !noun && (brands.length || adjectives.length)) parts.push('items');
    if (filters.locations.length) parts.push(`in ${filters.locations.map(placeName).join(' or ')}`);
  }
  if (filters.photographed === false) parts.push('without a photo');
  if (filters.valued === false) parts.push('without a value');
  if (filters.lent === true) parts.push('lent out');
  if (filters.lent === false) parts.push('not lent out');
  const value = bound(filters);
  if (value) parts.push(value);
  if (filters.addedBy) parts.push(`added by ${filters.addedByLabel ?? 'that member'}`);
  if (filters.addedSince)
    parts.push(
      `${filters.addedBy ? '' : 'added '}${filters.addedLabel ?? `since ${filters.addedSince}`}`,
    );
  const text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  const isAll = text === 'your items';
  const whole = isAll ? 'Your whole inventory' : text;
  // What the owner left out is said, so they can check it was taken out.
  const placesOut = filters.locationsLeftOut?.map(placeName).join(' or ');
  const withoutPlaces = placesOut ? `${whole}, not counting ${placesOut}` : whole;
  const shown = set.excluded?.length
    ? `${withoutPlaces}, leaving out "${set.excluded.join(' ')}"`
    : withoutPlaces;
  return shown.charAt(0).toUpperCase() + shown.slice(1);
}

export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count} ${count === 1 ? word : many}`;

/** "Dell XPS 15 laptop ($1,450)", with the unit price and count when there are several. */
export function itemLine(item: FactItem): string {
  if (item.estimated_value === null) return item.item_name;
  const value = Number(item.estimated_value);
  return item.quantity > 1
    ? `${item.item_name} (${money(value)} each, ×${item.quantity})`
    : `${item.item_name} (${money(value)})`;
}

/** Up to five items by name; `total` is how many there are in all, when more than listed. */
export const itemNames = (items: FactItem[], total = items.length, max = 5) => {
  // "… and 1 more" says less than its name would: one past the limit is named too.
  const shown = items.slice(0, Math.max(total, items.length) === max + 1 ? max + 1 : max);
  const rest = Math.max(total, items.length) - shown.length;
  return rest > 0
    ? `${shown.map(itemLine).join(', ')} and ${rest} more`
    : listNames(shown.map(itemLine));
};

export const valueOf = (item: FactItem) =>
  item.estimated_value === null ? null : Number(item.estimated_value) * item.quantity;
