import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const members = [
  { id: 'alex-id', name: 'Alex Morgan', isAsker: true },
  { id: 'sam-id', name: 'Sam Lee' },
  { id: 'sami-id', name: 'Samira' },
];
const household: Vocabulary = {
  categories: ['electronics', 'tools'],
  locations: ['Kitchen', 'Garage'],
  brands: ['Bosch'],
  words: ['drill', 'blender', 'same', 'samples'],
  members,
};
const parse = (question: string, vocabulary: Vocabulary = household) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25' });

describe('who added what in a household', () => {
  it('reads "what did Sam add last week" as the items Sam added since a week ago', () => {
    const query = parse('What did Sam add last week?');
    expect(query.operation).toBe('list');
    expect(query.filters).toMatchObject({
      addedBy: ['sam-id'],
      addedByLabel: 'Sam Lee',
      addedSince: '2026-11-18',
    });
    expect(query.phrase).toEqual([]);
  });

  it('knows members by full name, "added by", lower case, and keeps the rest of the question', () => {
    expect(parse('what has sam lee added').filters.addedBy).toEqual(['sam-id']);
    expect(parse('tools added by Samira this month').filters).toMatchObject({
      addedBy: ['sami-id'],
      categories: ['tools'],
      addedSince: '2026-11-01',
    });
    expect(parse('how much did Samira add').operation).toBe('total');
    expect(parse('how much did Samira add').filters.addedBy).toEqual(['sami-id']);
  });

  it('"what did I add" is the asker; a name is never corrected into an item word', () => {
    expect(parse('what did I add recently').filters).toMatchObject({
      addedBy: ['alex-id'],
      addedByLabel: 'you',
    });
    expect(parse('what did Sam add').corrections).toEqual({});
  });

  it('alone in a household, or without a member named, nothing is filtered by who added it', () => {
    const alone = { ...household, members: [members[0]!] };
    expect(parse('what did I add last week', alone).filters.addedBy).toBeUndefined();
    expect(parse('what do we own').filters.addedBy).toBeUndefined();
    expect(parse('what did Robin add').filters.addedBy).toBeUndefined();
  });
});
