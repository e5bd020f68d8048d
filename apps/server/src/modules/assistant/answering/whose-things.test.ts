import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../assistant-provider.js';
import type { InventoryFacts } from '../inventory-facts.js';
import { emptyFilters, type Filters, type ParsedQuery } from '../understanding/query.js';
import type { Turn } from './turn.js';
import { askWhoseThings } from './whose-things.js';

const factsWith = (locations: string[]) =>
  ({ vocabulary: () => Promise.resolve({ locations }) }) as unknown as InventoryFacts;

const shared = factsWith(["Oskar's room", "Greta's bedroom", 'the workshop']);
const single = factsWith(['the study', 'the workshop']);

const turn = (
  question: string,
  facts: InventoryFacts,
  query: Partial<ParsedQuery> = {},
  filters: Partial<Filters> = {},
): Turn => ({
  context: { facts, userId: 'u', question } as unknown as AssistantContext,
  query: {
    operation: 'list',
    filters: { ...emptyFilters(), ...filters },
    phrase: [],
    unknown: [],
    corrections: {},
    ...query,
  },
  thesaurus: undefined,
  referred: undefined,
});

const over = (amount: number) => ({ valueMin: { amount, inclusive: false } });

describe("the asker's own belongings on an account a family shares", () => {
  it('asks whose things a value pick of "my things" is about, with no figure', async () => {
    const reply = await askWhoseThings(
      turn('what of my belongings cost above 750 euros', shared, {}, over(750)),
    );
    expect(reply?.intent).toBe('clarify');
    expect(reply?.response).toContain("Oskar's room");
    expect(reply?.response).toContain("Greta's bedroom");
    expect(reply?.response).not.toMatch(/\d{2}/);
  });

  it('asks whose things "my own stuff" is, whatever is asked of it', async () => {
    const reply = await askWhoseThings(
      turn('how many pieces of my own stuff are in here', shared, { operation: 'count' }),
    );
    expect(reply?.intent).toBe('clarify');
  });

  it('answers as usual when one person owns everything', async () => {
    expect(
      await askWhoseThings(turn('which of my items are above 300', single, {}, over(300))),
    ).toBeUndefined();
  });

  it('answers as usual when the question is signed or names a room', async () => {
    expect(
      await askWhoseThings(
        turn('which of my items are above 300? this is greta', shared, {}, over(300)),
      ),
    ).toBeUndefined();
    expect(
      await askWhoseThings(
        turn(
          'which of my items in the workshop are above 300',
          shared,
          {},
          {
            ...over(300),
            locations: ['the workshop'],
          },
        ),
      ),
    ).toBeUndefined();
  });

  it('leaves "my things" without a value bound to mean everything', async () => {
    expect(
      await askWhoseThings(turn('which of my things are in poor shape', shared)),
    ).toBeUndefined();
  });
});
