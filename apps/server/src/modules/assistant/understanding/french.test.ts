import { describe, expect, it } from 'vitest';
import { frenchInEnglish, showsFrench } from './french.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'jewelry', 'tools', 'books', 'clothing'],
  locations: ['Kitchen', 'Living Room', 'Basement', 'Office', 'Bedroom'],
  brands: ['Bosch', 'Ikea'],
  words: ['kettle', 'drill', 'sofa', 'lamp', 'bosch'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('French questions', () => {
  it('tells French from English by words no English has, or two small French words', () => {
    expect(showsFrench('combien pour la lampe')).toBe(true);
    expect(showsFrench("c'est où, la perceuse?")).toBe(true);
    expect(showsFrench('where is the lamp in la kitchen')).toBe(false);
    expect(showsFrench('how much is the Bosch drill worth')).toBe(false);
  });
  it('glosses phrases before words', () => {
    expect(frenchInEnglish('combien de livres dans le bureau?')).toBe(
      'how many books in the office?',
    );
    expect(frenchInEnglish('les bijoux qui valent plus de 300 $')).toBe(
      'the jewelry that are worth more than 300 $',
    );
    expect(frenchInEnglish('où est la perceuse?')).toBe('where is the drill?');
  });
  it('reads a whole French question as its English', () => {
    expect(parse('combien valent mes outils?')).toMatchObject({ operation: 'total' });
    expect(parse('combien valent mes outils?').filters.categories).toEqual(['tools']);
    const count = parse("combien d'objets dans la cuisine?");
    expect(count.operation).toBe('count');
    expect(count.filters.locations).toEqual(['Kitchen']);
    expect(parse('quel est le meuble le plus cher?')).toMatchObject({
      operation: 'rank',
      order: 'value_desc',
    });
    expect(parse("qu'est-ce qui n'a pas de photo?")).toMatchObject({ advice: 'missing_photo' });
  });
  it('reads French words inside an English question', () => {
    expect(parse('how much worth les outils in total').filters.categories).toEqual(['tools']);
    expect(parse('how many things in the sous-sol').filters.locations).toEqual(['Basement']);
  });
  it('reads a salon as the living room, in either language', () => {
    expect(parse('what is in the salon worth').filters.locations).toEqual(['Living Room']);
  });
  it('sends a French question about the world out of scope', () => {
    expect(parse('quelle météo demain à Québec?').operation).toBe('out_of_scope');
  });
});
