import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import { emptyFilters, type ParsedQuery } from '../understanding/query.js';
import { resolveSet, scopeOf, unexplainedWords, unresolvedSet, type Turn } from './turn.js';
import { factItem } from './fact-item.fixture.js';

const item = (name: string): FactItem => factItem(name, { category: 'clothing' });

const items = [item('Winter Coat'), item('Leather Jacket'), item('Salt and Pepper Shakers')];
const facts = {
  matching: (words: string[]) =>
    Promise.resolve(
      items.filter((entry) =>
        words.some((word) => entry.item_name.toLowerCase().includes(word.replace(/s$/, ''))),
      ),
    ),
} as unknown as InventoryFacts;

const turn = (phrase: string[], groups: string[][]): Turn => ({
  context: { facts, userId: 'u' } as unknown as AssistantContext,
  query: {
    operation: 'list',
    filters: emptyFilters(),
    phrase,
    groups,
    unknown: [],
    corrections: {},
  } as ParsedQuery,
  thesaurus: undefined,
  referred: undefined,
});

describe('resolveSet', () => {
  it('puts together the items each joined name finds', async () => {
    const query = turn(['coats', 'jackets'], [['coats'], ['jackets']]);
    const found = await resolveSet(query, query.query);
    expect(found.items.map((entry) => entry.item_name)).toEqual(['Winter Coat', 'Leather Jacket']);
  });
  it('reads the words as one name when a joined part finds nothing', async () => {
    const query = turn(['salt', 'pepper', 'shakers'], [['salt'], ['pepper', 'shakers']]);
    const found = await resolveSet(query, query.query);
    expect(found.items.map((entry) => entry.item_name)).toEqual(['Salt and Pepper Shakers']);
  });
  it('reports the name that found nothing rather than half of the set', async () => {
    const query = turn(['coats', 'kayaks'], [['coats'], ['kayaks']]);
    const found = await resolveSet(query, query.query);
    expect(found.items).toEqual([]);
  });
});

describe('a set named only in part', () => {
  it('asks rather than counts when a word of the set names none of the items found', async () => {
    const query = turn(['hats', 'jackets'], []);
    const target = await scopeOf(query, query.query);
    expect(target.unexplained).toEqual(['hats']);
    const reply = unresolvedSet(target);
    expect(reply.intent).toBe('clarify');
    expect(reply.response).toContain('Leather Jacket');
    expect(reply.response).not.toMatch(/\$\d/);
  });
  it('asks when a word beside a kind narrows it to items that do not hold it', () => {
    const desk = factItem('Standing Desk', { tags: ['office'] });
    const resolution = {
      items: [desk],
      how: 'words' as const,
      detailWords: [],
      narrowing: ['office', 'landlord'],
    };
    expect(unexplainedWords(resolution)).toEqual(['landlord']);
  });

  it('asks about a joined name found only in part, rather than totalling the rest', async () => {
    const query = turn(['red', 'jackets', 'coats'], [['red', 'jackets'], ['coats']]);
    const target = await scopeOf(query, query.query);
    expect(target.unexplained).toEqual(['red']);
  });

  it('keeps a word the found items hold in their notes or tags', () => {
    const boots = factItem('Hiking Boots', { tags: ['waterproof'] });
    const resolution = { items: [boots], how: 'words' as const, detailWords: ['waterproof'] };
    expect(unexplainedWords(resolution)).toEqual([]);
  });
});
