import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'jewelry'],
  locations: ['Garage', 'Attic'],
  brands: ['Ryobi'],
  words: ['ryobi', 'kayak', 'trailer'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('insurance asked in French', () => {
  it('reads the figure to insure a room for as the sum insured of that room', () => {
    const query = parse('Pour combien je devrais assurer le contenu du grenier?');
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure', sumInsured: true });
    expect(query.filters.locations).toEqual(['Attic']);
  });
  it('reads everything the household owns as the whole inventory, not the valuable list', () => {
    const query = parse("Pour combien faudrait assurer l'ensemble de mes biens, à peu près?");
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure', sumInsured: true });
    expect(query.phrase).toEqual([]);
  });
  it('reads the list an insurer wants above a floor as that list, with no French left', () => {
    const query = parse(
      'Notre assureur demande la liste de tout ce qui vaut 1 500 $ ou plus. Je lui envoie quoi?',
    );
    expect(query).toMatchObject({ operation: 'list', phrase: [] });
    expect(query.filters.valueMin).toEqual({ amount: 1500, inclusive: true });
  });
  it('reads "n\'ont pas encore de photo" as the items missing a photo', () => {
    expect(parse("Quels outils n'ont pas encore de photo?")).toMatchObject({
      operation: 'advice',
      advice: 'missing_photo',
    });
  });
});

describe('insurance asked in terse English', () => {
  it('reads "schedule on the policy" as the items to insure above the figure', () => {
    expect(parse('stuff over $4500 to schedule on the policy?')).toMatchObject({
      operation: 'advice',
      advice: 'insure',
      amount: 4500,
    });
  });
});
