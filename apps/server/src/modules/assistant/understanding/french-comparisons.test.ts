import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'books', 'jewelry'],
  locations: ['Garage', 'Attic'],
  brands: ['Ryobi'],
  words: ['ryobi', 'kayak'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('two sets weighed in French', () => {
  it('reads "plus d\'affaires" as a count, never a value', () => {
    expect(parse("Y a-t-il plus d'objets dans le garage ou dans le grenier?")).toMatchObject({
      operation: 'compare',
      compare: {
        left: { filters: { locations: ['Garage'] } },
        right: { filters: { locations: ['Attic'] } },
        by: 'count',
      },
    });
    expect(parse('le garage vs le grenier, lequel a le plus de trucs?')).toMatchObject({
      operation: 'compare',
      compare: { by: 'count' },
    });
  });
  it('reads "en valeur" as a comparison by worth', () => {
    expect(parse('Les outils versus les livres, en valeur?')).toMatchObject({
      operation: 'compare',
      compare: {
        left: { filters: { categories: ['tools'] } },
        right: { filters: { categories: ['books'] } },
        by: 'value',
      },
    });
  });
});
