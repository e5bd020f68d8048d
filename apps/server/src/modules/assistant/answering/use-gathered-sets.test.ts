import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import type { FactItem } from '../inventory-facts.js';
import { parsedQuery } from '../understanding/parsed-query.fixture.js';
import type { ParsedQuery } from '../understanding/query.js';
import { factItem } from './fact-item.fixture.js';
import { evidenceDoubts } from './loose-sets.js';
import type { Reply, Turn } from './turn.js';
import { gatheredByUse } from './use-gathered-sets.js';

const turnOf = (question: string, query: Partial<ParsedQuery>, all: FactItem[]): Turn => ({
  context: {
    question,
    facts: { items: () => Promise.resolve(all), matching: () => Promise.resolve(all) },
  } as unknown as AssistantContext,
  query: parsedQuery(query),
  thesaurus: undefined,
  referred: undefined,
});

const listed = (items: FactItem[]): Reply => ({
  response: `${items.length} items, $${items.length * 100} in total.`,
  items,
  intent: 'list',
  strategy: 'aggregate',
  totalMatches: items.length,
});

describe('sets gathered by what things are for', () => {
  it('offers a set tagged for a use across several kinds of thing as a reading', async () => {
    const picnic = [
      factItem('Wicker Hamper', { tags: ['picnic'] }),
      factItem('Vacuum Flask', { category: 'kitchenware', tags: ['picnic'] }),
      factItem('Jump Leads', { category: 'tools', tags: ['picnic', 'car'] }),
    ];
    const query = { operation: 'list' as const, phrase: ['picnic'] };
    expect(
      await evidenceDoubts(turnOf('what have we for picnics', query, picnic), listed(picnic)),
    ).toEqual([{ kind: 'loose', words: ['picnic'] }]);
  });

  it('offers a material gathering things of different kinds as a reading', () => {
    const brass = [
      factItem('Brass Candlestick', { category: 'decor' }),
      factItem('Brass Door Knocker', { category: 'household items' }),
    ];
    expect(gatheredByUse(brass, ['brass'], [])).toEqual({ kind: 'loose', words: ['brass'] });
  });

  it('trusts one kind of thing, or a word saying what each thing is', () => {
    const sameKind = [
      factItem('Dome Tent', { tags: ['trek'] }),
      factItem('Camp Lantern', { tags: ['trek'] }),
    ];
    expect(gatheredByUse(sameKind, ['trek'], [])).toBeUndefined();
    const lamps = [
      factItem('Desk Lamp', { category: 'furniture' }),
      factItem('Salt Lamp', { category: 'decor' }),
    ];
    expect(gatheredByUse(lamps, ['lamp'], [])).toBeUndefined();
  });

  it('offers a known kind as a reading when a tag alone put something of another kind in it', () => {
    const known = [{ kind: 'game', words: ['gaming'] }];
    const byName = [
      factItem('Video Game Bundle', { category: 'electronics' }),
      factItem('Chess Board', { category: 'collectibles' }),
    ];
    expect(gatheredByUse(byName, ['gaming'], known)).toBeUndefined();
    const byTag = [...byName, factItem('Folding Card Table', { tags: ['games'] })];
    expect(gatheredByUse(byTag, ['gaming'], known)).toEqual({ kind: 'loose', words: ['gaming'] });
  });
});
