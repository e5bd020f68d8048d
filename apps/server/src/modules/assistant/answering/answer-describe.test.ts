import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import { emptyFilters } from '../understanding/query.js';
import { answerDescribe } from './answer-items.js';
import { factItem } from './fact-item.fixture.js';
import type { Turn } from './turn.js';

const turnAbout = (items: ReturnType<typeof factItem>[]): Turn => ({
  context: {} as AssistantContext,
  query: {
    operation: 'unknown',
    filters: emptyFilters(),
    phrase: [],
    unknown: [],
    corrections: {},
  },
  thesaurus: undefined,
  referred: items,
});

describe('answerDescribe', () => {
  it('says what several things of a kind come to together', async () => {
    const stools = factItem('Bar Stool', { estimated_value: 40, quantity: 3 });
    const bench = factItem('Garden Bench', { estimated_value: 180 });
    const reply = await answerDescribe(turnAbout([stools, bench]));
    expect(reply.response).toMatch(/^2 items match, \$300 together: /);
  });
  it('gives no sum when one of the things has no value', async () => {
    const bench = factItem('Garden Bench', { estimated_value: 180 });
    const pouf = factItem('Pouf', { estimated_value: null });
    const reply = await answerDescribe(turnAbout([bench, pouf]));
    expect(reply.response).toMatch(/^2 items match: /);
  });
});
