import { describe, expect, it } from 'vitest';
import { resolveFollowUp, type TurnContext } from './follow-up.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'tools'],
  locations: ['Boathouse', 'Loft', 'Pantry'],
  brands: ['Dewalt'],
  words: ['kayak', 'paddle', 'sander'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

const after = (question: string): TurnContext => ({
  query: parse(question),
  itemIds: ['a', 'b'],
  focusIds: ['a'],
});

describe('a question ending "in there" ranks within the set answered before', () => {
  it('keeps the room of the total before', () => {
    for (const question of [
      'which is the most valuable thing in there',
      'whats the cheapest thing in there?',
      'and the priciest item in it',
    ]) {
      const { query } = resolveFollowUp(
        parse(question),
        after('how much is the stuff in the boathouse worth'),
      );
      expect(query.filters.locations, question).toEqual(['Boathouse']);
      expect(query.operation, question).toBe('rank');
    }
  });
});
