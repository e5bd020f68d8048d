import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import type { InventoryFacts } from '../inventory-facts.js';
import { emptyFilters, type ParsedQuery } from '../understanding/query.js';
import { factItem } from './fact-item.fixture.js';
import { askWhichItem, asksAboutEverything } from './left-out.js';
import type { Turn } from './turn.js';

const items = [factItem('Touring Canoe'), factItem('Garden Bench')];
const facts = {
  matching: (words: string[]) =>
    Promise.resolve(
      items.filter((item) => words.some((word) => item.item_name.toLowerCase().includes(word))),
    ),
} as unknown as InventoryFacts;

const turn = (query: Partial<ParsedQuery>): Turn => ({
  context: { facts, userId: 'u' } as unknown as AssistantContext,
  query: {
    operation: 'total',
    filters: emptyFilters(),
    phrase: [],
    unknown: [],
    corrections: {},
    ...query,
  },
  thesaurus: undefined,
  referred: undefined,
});

describe('a noun asked about that named nothing for certain', () => {
  it('offers the item it may mean, with no figure', async () => {
    const reply = await askWhichItem(turn({ unknown: ['canoe'] }), ['canoe']);
    expect(reply.intent).toBe('clarify');
    expect(reply.response).toContain('Touring Canoe');
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('says it was not found when nothing is close', async () => {
    const reply = await askWhichItem(turn({ unknown: ['mascot'] }), ['mascot']);
    expect(reply.intent).toBe('not_found');
  });

  it('applies only when the question names no set', () => {
    expect(asksAboutEverything(turn({}))).toBe(true);
    expect(asksAboutEverything(turn({ phrase: ['bench'] }))).toBe(false);
    expect(asksAboutEverything(turn({ operation: 'loans' }))).toBe(false);
  });
});
