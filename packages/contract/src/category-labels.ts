import type { Category } from './constants.js';

/** What a person reads for each category: the stored names are the spec's, the labels are ours. */
export const CATEGORY_LABELS: Record<Category, string> = {
  electronics: 'Electronics',
  jewelry: 'Jewelry',
  clothing: 'Clothing',
  furniture: 'Furniture',
  books: 'Books',
  art: 'Art',
  collectibles: 'Collectibles',
  documents: 'Documents',
  tools: 'Tools',
  kitchenware: 'Kitchenware',
  'household items': 'Household items',
  'home textiles': 'Home textiles',
  'cleaning supplies': 'Cleaning supplies',
  decor: 'Decor',
  storage: 'Storage',
  chemical_perishable: 'Food & perishables',
};

export function categoryLabelOf(category: string | null | undefined): string {
  if (!category) return 'Uncategorized';
  const known = (CATEGORY_LABELS as Record<string, string>)[category];
  if (known) return known;
  const text = category.replace(/_/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Uncategorized';
}
