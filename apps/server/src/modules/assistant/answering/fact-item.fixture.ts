import type { FactItem } from '../inventory-facts.js';

/** An item as the assistant's facts give it, for unit tests: one good $100 piece unless told. */
export const factItem = (name: string, overrides: Partial<FactItem> = {}): FactItem => ({
  id: name,
  file_id: null,
  item_name: name,
  description: null,
  category: 'household items',
  brand: null,
  condition: 'good',
  location: null,
  estimated_value: 100,
  confidence_score: 1,
  quantity: 1,
  created_at: '2026-01-01',
  tags: [],
  notes: null,
  is_public: false,
  is_shareable: true,
  ...overrides,
});
